import { useQuery } from "@tanstack/react-query";
import { describeCashUpDifference } from "../../../shared/cash-up/cash-up";
import type { CashUp } from "../../../shared/cash-up/cash-up.schema";
import { formatPence } from "../../../shared/money";
import { type DataColumn, DataTable } from "../../components/ui/data-table";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { cashUpsQueryOptions } from "./api/get-cash-ups";
import { CashUpForm } from "./components/cash-up-form";

const COLUMNS: DataColumn<CashUp>[] = [
  { header: "Date", cell: (c) => formatCalendarDate(c.date) },
  { header: "Takings", cell: (c) => formatPence(c.summary.totalTakingsPence) },
  { header: "Online", cell: (c) => formatPence(c.onlineSalesPence) },
  { header: "Expected cash", cell: (c) => formatPence(c.summary.expectedCashPence) },
  { header: "Counted", cell: (c) => formatPence(c.closingBalancePence) },
  {
    header: "Difference",
    cell: (c) => describeCashUpDifference(c.summary),
    className: (c) => `font-semibold ${c.summary.outcome === "short" ? "text-red-800" : "text-green-800"}`,
  },
  { header: "Entered by", cell: (c) => c.enteredBy },
];

/** The admin panel's Cash-up tab (owners): tonight's form and the days already cashed up. */
export function CashUpTab() {
  const cashUps = useQuery(cashUpsQueryOptions());
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-maroon-800">Daily cash-up</h2>
      <CashUpForm />
      <section aria-labelledby="cash-ups-heading">
        <h3 id="cash-ups-heading" className="text-lg font-bold text-maroon-800">
          Recent cash-ups
        </h3>
        {cashUps.isPending ? (
          <Spinner label="Loading cash-ups" />
        ) : cashUps.isError ? (
          <p role="alert">Could not load cash-ups: {describeError(cashUps.error)}</p>
        ) : cashUps.data.length === 0 ? (
          <p className="text-stone-700">No cash-ups yet.</p>
        ) : (
          <DataTable className="mt-2" rows={cashUps.data} rowKey={(c) => c.id} columns={COLUMNS} />
        )}
      </section>
    </div>
  );
}
