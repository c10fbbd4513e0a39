import type { Employee } from "@shared/employees/employee.schema";
import { getQueryOptions } from "@web/lib/api-client";

export const employeesQueryKey = ["/api/admin/employees"] as const;

export function employeesQueryOptions() {
  return getQueryOptions<Employee[]>(employeesQueryKey, { fresh: true });
}
