import { useQuery } from "@tanstack/react-query";
import type { FailedSignIn } from "@shared/staff-accounts/staff-account.schema";
import { type DataColumn, DataTable } from "@web/components/ui/data-table";
import { Loaded } from "@web/components/ui/loaded";
import { formatInstant } from "@web/lib/format";
import { failedSignInsQueryOptions } from "../api/get-failed-sign-ins";

const OUTCOMES: Record<FailedSignIn["outcome"], string> = {
  wrong_password: "Wrong password",
  refused: "Turned away (locked)",
};

/**
 * Who has been failing to sign in to which account: a guesser at an owner's password shows up here
 * while the owner's own devices keep signing in (decision 0020).
 */
export function FailedSignIns() {
  const failures = useQuery(failedSignInsQueryOptions());
  const columns: DataColumn<FailedSignIn>[] = [
    { header: "When", cell: (f) => formatInstant(f.at) },
    { header: "Account", cell: (f) => f.username, className: "font-semibold" },
    { header: "From address", cell: (f) => <span className="font-mono">{f.address}</span> },
    { header: "Device", cell: (f) => (f.knownDevice ? "Signed in here before" : "Unrecognised") },
    { header: "What happened", cell: (f) => OUTCOMES[f.outcome] },
  ];
  return (
    <section aria-labelledby="failed-sign-ins" className="space-y-3">
      <h3 id="failed-sign-ins" className="text-lg font-bold text-maroon-800">
        Failed sign-ins
      </h3>
      <Loaded query={failures} what="failed sign-ins">
        {({ days, entries, countsByUsername }) =>
          entries.length === 0 ? (
            <p className="text-stone-700">No failed sign-ins in the last {days} days.</p>
          ) : (
            <>
              <p className="text-stone-700">
                Last {days} days:{" "}
                {Object.entries(countsByUsername)
                  .map(([username, n]) => `${username} ${n}`)
                  .join(", ")}
                . After 10 failures in 15 minutes an account is locked for 15 minutes to devices that have
                never signed in to it; devices that have keep working.
              </p>
              <DataTable rows={entries} rowKey={(f) => f.id} columns={columns} />
            </>
          )
        }
      </Loaded>
    </section>
  );
}
