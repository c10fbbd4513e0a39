import type { z } from "zod";
import type { Employee, EmployeePatchSchema } from "@shared/employees/employee.schema";
import { apiRequest } from "@web/lib/api-client";

export type EmployeePatch = z.input<typeof EmployeePatchSchema>;

/** An owner's change to an employee (rate, position, end date...), audited with before and after. */
export function updateEmployee({ id, ...body }: EmployeePatch & { id: number }) {
  return apiRequest<Employee>("PUT", `/api/admin/employees/${id}`, body);
}
