import { z } from "zod";
import { AuditLogFilterSchema } from "@shared/audit-log/audit-log.schema";

/**
 * The filter form: every field is text ("" for "any"), checked by the server's own filter schema
 * once the blanks are dropped, so the form refuses what the server would (a 'to' before 'from').
 */
export const AuditLogFilterFormSchema = z
  .object({ person: z.string(), kind: z.string(), from: z.string(), to: z.string() })
  .transform((form) => Object.fromEntries(Object.entries(form).filter(([, value]) => value !== "")))
  .pipe(AuditLogFilterSchema);
export type AuditLogFilterForm = z.input<typeof AuditLogFilterFormSchema>;

export const NO_FILTER: AuditLogFilterForm = { person: "", kind: "", from: "", to: "" };
