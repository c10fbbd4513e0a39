import type { TimeEntry, TimeEntryInput } from "@shared/employees/employee.schema";
import { apiRequest } from "@web/lib/api-client";

export function createTimeEntry(body: TimeEntryInput) {
  return apiRequest<TimeEntry>("POST", "/api/admin/time-entries", body);
}
