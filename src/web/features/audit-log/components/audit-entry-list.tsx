import { AUDIT_GROUPS, getGroupOfKind } from "@shared/audit-log/audit-kinds";
import type { AuditEntry } from "@shared/audit-log/audit-log.schema";
import { describeAuditEntry } from "@shared/audit-log/audit-sentence";
import { formatInstant } from "@web/lib/format";

/** Each change as a sentence ("sara marked order HH-7VSW9Z ready"), with when and what kind of change. */
export function AuditEntryList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ol
      aria-label="Changes, newest first"
      className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
    >
      {entries.map((entry) => (
        <li key={entry.id} className="p-3">
          <p className="text-stone-900">{describeAuditEntry(entry)}</p>
          <p className="text-sm text-stone-700">
            <time dateTime={entry.at}>{formatInstant(entry.at)}</time> ·{" "}
            {AUDIT_GROUPS[getGroupOfKind(entry.kind)]}
          </p>
        </li>
      ))}
    </ol>
  );
}
