import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { StaffAccount, StaffAccountWithPassword } from "@shared/staff-accounts/staff-account.schema";
import { Button } from "../../components/ui/button";
import { type DataColumn, DataTable } from "../../components/ui/data-table";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { driversKey, setDriverRole } from "../delivery/api/drivers";
import { staffAccountsQueryKey, staffAccountsQueryOptions } from "./api/get-staff-accounts";
import { resetStaffPassword } from "./api/reset-staff-password";
import { updateStaffAccount } from "./api/update-staff-account";
import { AddStaffAccountForm } from "./components/add-staff-account-form";
import { FailedSignIns } from "./components/failed-sign-ins";

/** The admin panel's Staff tab (owners): who can sign in, as what; disable and reset. */
export function StaffAccountsTab() {
  const accounts = useQuery(staffAccountsQueryOptions());
  const [shown, setShown] = useState<StaffAccountWithPassword | null>(null);
  const update = useAdminMutation({
    mutationFn: ({ account, isDisabled }: { account: StaffAccount; isDisabled: boolean }) =>
      updateStaffAccount(account.id, { isDisabled }),
    success: (a) => `${a.username} ${a.isDisabled ? "disabled and signed out" : "enabled"}`,
    failure: "Account not changed",
    invalidate: [staffAccountsQueryKey],
  });
  const driver = useAdminMutation({
    mutationFn: ({ account, isDriver }: { account: StaffAccount; isDriver: boolean }) =>
      setDriverRole(account.id, isDriver),
    success: (_, { account, isDriver }) =>
      isDriver
        ? `${account.username} now takes deliveries`
        : `${account.username} no longer takes deliveries`,
    failure: "Driver role not changed",
    invalidate: [staffAccountsQueryKey, driversKey],
  });
  const reset = useAdminMutation({
    mutationFn: (account: StaffAccount) => resetStaffPassword(account.id, {}),
    success: (r) => `Password of ${r.account.username} reset`,
    failure: "Password not reset",
    onSuccess: setShown,
  });
  const columns: DataColumn<StaffAccount>[] = [
    { header: "Username", cell: (a) => a.username, className: "font-semibold" },
    { header: "Role", cell: (a) => (a.role === "owner" ? "Owner" : "Staff") },
    { header: "Status", cell: (a) => (a.isDisabled ? "Disabled" : "Active") },
    { header: "Driver", cell: (a) => (a.isDriver ? "Takes deliveries" : "No") },
    {
      header: <span className="sr-only">Actions</span>,
      className: "flex flex-wrap gap-2",
      cell: (account) => (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${account.isDisabled ? "Enable" : "Disable"} ${account.username}`}
            onClick={() => update.mutate({ account, isDisabled: !account.isDisabled })}
          >
            {account.isDisabled ? "Enable" : "Disable"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={
              account.isDriver
                ? `Stop deliveries for ${account.username}`
                : `Make ${account.username} a driver`
            }
            onClick={() => driver.mutate({ account, isDriver: !account.isDriver })}
          >
            {account.isDriver ? "Stop deliveries" : "Make driver"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Reset password of ${account.username}`}
            onClick={() => reset.mutate(account)}
          >
            Reset password
          </Button>
        </>
      ),
    },
  ];

  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-maroon-800">Staff sign-ins</h2>
      <AddStaffAccountForm onCreated={setShown} />
      {shown?.generatedPassword && (
        <div role="status" className="rounded-lg border border-saffron-400 bg-saffron-50 p-4 text-stone-900">
          <p>
            Password for <strong>{shown.account.username}</strong>:{" "}
            <code className="rounded bg-white px-2 py-1 font-mono" data-testid="generated-password">
              {shown.generatedPassword}
            </code>
          </p>
          <p className="mt-1 text-sm">Shown once: give it to them now; it cannot be shown again.</p>
          <Button variant="ghost" size="sm" className="mt-2" onClick={() => setShown(null)}>
            Done
          </Button>
        </div>
      )}
      {accounts.isPending ? (
        <Spinner label="Loading accounts" />
      ) : accounts.isError ? (
        <p role="alert">Could not load accounts: {describeError(accounts.error)}</p>
      ) : (
        <DataTable rows={accounts.data} rowKey={(a) => a.id} columns={columns} />
      )}
      <FailedSignIns />
    </div>
  );
}
