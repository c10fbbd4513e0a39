import { useInfiniteQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AuditLogFilter } from "@shared/audit-log/audit-log.schema";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { auditLogQueryOptions } from "./api/get-audit-log";
import { AuditEntryList } from "./components/audit-entry-list";
import { AuditLogFilters } from "./components/audit-log-filters";

/**
 * The admin panel's Audit log tab (owners): who changed what and when, in sentences, newest first,
 * filtered by person, kind of change and dates; staff actions (orders, sold-out, bookings) included.
 */
export function AuditLogTab() {
  const [filter, setFilter] = useState<AuditLogFilter>({});
  const log = useInfiniteQuery(auditLogQueryOptions(filter));
  const filtered = Object.values(filter).some(Boolean);
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  return (
    <section aria-labelledby="audit-log-heading" className="space-y-4">
      <div>
        <h2 id="audit-log-heading" className="text-xl font-bold text-maroon-800">
          Audit log
        </h2>
        <p className="text-stone-700">Who changed what and when, newest first.</p>
      </div>
      <AuditLogFilters onApply={setFilter} />
      {log.isPending ? (
        <Spinner label="Loading the audit log" />
      ) : log.isError ? (
        <p role="alert" className="font-medium text-red-800">
          Could not load the audit log: {describeError(log.error)}
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-stone-700">
            {entries.length === 0
              ? filtered
                ? "No changes match these filters."
                : "No changes recorded yet."
              : `${entries.length} ${entries.length === 1 ? "change" : "changes"} shown${log.hasNextPage ? " (older ones below)" : ""}.`}
          </p>
          {entries.length > 0 && <AuditEntryList entries={entries} />}
          {log.hasNextPage && (
            <Button variant="ghost" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
              {log.isFetchingNextPage ? "Loading older changes..." : "Show older changes"}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
