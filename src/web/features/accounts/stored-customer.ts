/**
 * Reads the customer session kept in local storage without zod: the check runs before the first
 * paint, and zod (about 24 KB gzip) would otherwise load with every page. It accepts exactly what
 * CustomerSessionSchema accepts and, like it, keeps only the session's own fields (the test beside
 * it compares the two).
 */
import type { CustomerSession } from "@shared/accounts/customer.schema";

type FieldKind = "int" | "string" | "string-or-null";

const FIELDS: Record<keyof CustomerSession, FieldKind> = {
  id: "int",
  firstName: "string",
  lastName: "string",
  email: "string",
  phone: "string",
  totalOrders: "int",
  totalSpent: "string",
  loyaltyPoints: "int",
  memberSince: "string",
  dateOfBirth: "string-or-null",
};

function fits(value: unknown, kind: FieldKind): boolean {
  if (kind === "int") return Number.isSafeInteger(value);
  if (kind === "string-or-null" && value === null) return true;
  return typeof value === "string";
}

/** The stored value as a session, or an Error saying which field is wrong. */
export function parseStoredCustomer(value: unknown): CustomerSession | Error {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return new Error("The stored customer session is not an object");
  }
  const record = value as Record<string, unknown>;
  const session: Record<string, unknown> = {};
  for (const [name, kind] of Object.entries(FIELDS)) {
    if (!fits(record[name], kind)) return new Error(`The stored customer session's ${name} is not valid`);
    session[name] = record[name];
  }
  return session as unknown as CustomerSession;
}
