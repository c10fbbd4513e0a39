import type { Employee, EmployeeInput } from "@shared/employees/employee.schema";
import { apiRequest } from "@web/lib/api-client";

export function createEmployee(body: EmployeeInput) {
  return apiRequest<Employee>("POST", "/api/admin/employees", body);
}
