import type {
  ResetStaffPassword,
  StaffAccountWithPassword,
} from "@shared/staff-accounts/staff-account.schema";
import { apiRequest } from "@web/lib/api-client";

export function resetStaffPassword(id: number, body: ResetStaffPassword) {
  return apiRequest<StaffAccountWithPassword>("POST", `/api/admin/staff-accounts/${id}/password`, body);
}
