import { createContext, type ReactNode, useContext } from "react";
import type { StaffRole } from "@shared/staff-accounts/staff-account.schema";

/**
 * The signed-in account's role, for what the panel shows. Only a convenience: the server checks
 * the role on every call and answers 403 to staff on owner-only routes.
 */
const StaffRoleContext = createContext<StaffRole>("staff");

export function StaffRoleProvider({ role, children }: { role: StaffRole; children: ReactNode }) {
  return <StaffRoleContext.Provider value={role}>{children}</StaffRoleContext.Provider>;
}

export function useIsOwner(): boolean {
  return useContext(StaffRoleContext) === "owner";
}
