import { z } from "zod";
import { calendarDate } from "../text.schema";
import { AUDIT_GROUP_KEYS } from "./audit-kinds";

/**
 * One audit row: who (username), when (at), what (kind, subject, before/after). Its sentence is
 * describeAuditEntry(entry) (audit-sentence.ts); `summary` is that sentence as it was written.
 */
const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  /** One of AUDIT_KINDS ("order.status", "dish.changed"...), or "request" for an undescribed write. */
  kind: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The name the entry is about: a dish, an order number, an employee. */
  subject: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_DATE_ORDER_MESSAGE = "The 'to' date cannot be before the 'from' date";

/** The owner's filters, each optional. Dates are London calendar days, inclusive. */
const AuditFilterFields = {
  /** A username: what that person did. */
  person: z.string().min(1).max(50).optional(),
  /** A filter group of AUDIT_GROUPS ("order-status", "menu"...). */
  kind: z.enum(AUDIT_GROUP_KEYS, { error: "Choose a kind of change from the list" }).optional(),
  from: calendarDate("Enter the 'from' date as YYYY-MM-DD").optional(),
  to: calendarDate("Enter the 'to' date as YYYY-MM-DD").optional(),
};
const datesInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

export const AuditLogFilterSchema = z
  .object(AuditFilterFields)
  .refine(datesInOrder, { message: AUDIT_DATE_ORDER_MESSAGE, path: ["to"] });
export type AuditLogFilter = z.infer<typeof AuditLogFilterSchema>;

/** The filters and the page wanted. */
export const AuditLogQuerySchema = z
  .object({
    ...AuditFilterFields,
    /** Entries older than this id (the next page). */
    beforeId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine(datesInOrder, { message: AUDIT_DATE_ORDER_MESSAGE, path: ["to"] });

/** Everyone who has an entry in the log, for the person filter. */
export const AuditPeopleSchema = z.object({ people: z.array(z.string()) });
export type AuditPeople = z.infer<typeof AuditPeopleSchema>;

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** The beforeId of the next page, or null at the oldest entry. */
  nextBeforeId: z.number().int().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const REDACTED = "[redacted]";
/** Put by a service in place of a secret that the change replaced: the log says so, without it. */
export const REDACTED_REPLACED = "[redacted: replaced]";

/** Keys whose values never reach the audit log: passwords, tokens, National Insurance numbers. */
const SECRET_KEY = /password|token|secret|nationalInsurance|niNumber/i;

/** A copy of a request body or a record with every secret replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== null && v !== undefined && v !== REDACTED_REPLACED
          ? REDACTED
          : redactSecrets(v),
      ]),
    );
  }
  return value;
}
