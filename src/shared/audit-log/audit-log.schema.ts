import { z } from "zod";

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditLogQuerySchema = z.object({
  /** Entries older than this id (the next page). */
  beforeId: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const AuditLogPageSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** The beforeId of the next page, or null at the oldest entry. */
  nextBeforeId: z.number().int().nullable(),
});
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;

export const REDACTED = "[redacted]";

/** Keys whose values never reach the audit log: passwords, tokens, National Insurance numbers. */
const SECRET_KEY = /password|token|secret|nationalInsurance|niNumber/i;

/** A copy of a request body or a record with every secret replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== null && v !== undefined ? REDACTED : redactSecrets(v),
      ]),
    );
  }
  return value;
}
