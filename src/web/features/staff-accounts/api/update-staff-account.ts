import type { StaffAccount, UpdateStaffAccount } from "@shared/staff-accounts/staff-account.schema";
import { apiRequest } from "@web/lib/api-client";

export function updateStaffAccount(id: number, body: UpdateStaffAccount) {
  return apiRequest<StaffAccount>("PUT", `/api/admin/staff-accounts/${id}`, body);
}
