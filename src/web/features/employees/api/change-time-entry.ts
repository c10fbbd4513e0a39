import type { z } from "zod";
import type { TimeEntry, TimeEntryPatchSchema } from "@shared/employees/employee.schema";
import { apiRequest } from "@web/lib/api-client";

/** An owner's correction of a shift; the server prices the week again and audits it. */
export function updateTimeEntry({ id, ...body }: z.input<typeof TimeEntryPatchSchema> & { id: number }) {
  return apiRequest<TimeEntry>("PUT", `/api/admin/time-entries/${id}`, body);
}

/** A wrong shift removed (the audit log keeps what it said). */
export function deleteTimeEntry(id: number) {
  return apiRequest<TimeEntry>("DELETE", `/api/admin/time-entries/${id}`);
}
