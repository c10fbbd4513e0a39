import { useInfiniteQuery } from "@tanstack/react-query";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatInstant } from "../../lib/format";
import { auditLogQueryKey, getAuditLogPage } from "./api/get-audit-log";

/** The record as it stood before or after the change; nothing where there was none (an addition, a removal). */
function Snapshot({ title, value }: { title: string; value: unknown }) {
  if (value === null) return null;
  return (
    <div>
      <p className="font-medium">{title}</p>
      <pre className="overflow-x-auto whitespace-pre-wrap rounded bg-stone-100 p-2">
        {JSON.stringify(value, null, 1)}
      </pre>
    </div>
  );
}

/** The admin panel's Audit log tab (owners): who changed money, people and settings, and how. */
export function AuditLogTab() {
  const log = useInfiniteQuery({
    queryKey: auditLogQueryKey,
    queryFn: ({ pageParam }) => getAuditLogPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBeforeId,
    staleTime: 0,
  });
  if (log.isPending) return <Spinner label="Loading the audit log" />;
  if (log.isError) return <p role="alert">Could not load the audit log: {describeError(log.error)}</p>;
  const entries = log.data.pages.flatMap((p) => p.entries);
  return (
    <div className="space-y-4">
      <h2 className="text-xl font-bold text-maroon-800">Audit log</h2>
      {entries.length === 0 ? (
        <p className="text-stone-700">No changes recorded yet.</p>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {entries.map((e) => (
            <li key={e.id} className="p-3">
              <p className="font-semibold text-stone-900">{e.summary}</p>
              <p className="text-sm text-stone-700">
                {formatInstant(e.at)} · {e.username}
              </p>
              {(e.before !== null || e.after !== null) && (
                <details className="mt-1 text-sm">
                  <summary className="cursor-pointer text-maroon-800">What changed</summary>
                  <div className="mt-1 grid gap-2 md:grid-cols-2">
                    <Snapshot title="Before" value={e.before} />
                    <Snapshot title="After" value={e.after} />
                  </div>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
      {log.hasNextPage && (
        <Button variant="ghost" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          Show older changes
        </Button>
      )}
    </div>
  );
}
