import type {
  CreateStaffAccount,
  StaffAccountWithPassword,
} from "@shared/staff-accounts/staff-account.schema";
import { apiRequest } from "@web/lib/api-client";

export function createStaffAccount(body: CreateStaffAccount) {
  return apiRequest<StaffAccountWithPassword>("POST", "/api/admin/staff-accounts", body);
}
