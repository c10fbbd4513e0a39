import { useQuery } from "@tanstack/react-query";
import { formatPence } from "../../../shared/money";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { cashUpsQueryOptions } from "./api/get-cash-ups";
import { CashUpForm } from "./components/cash-up-form";
import { describeDifference } from "./components/cash-up-outcome";

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
          <table className="mt-2 w-full border-collapse bg-white text-left text-sm">
            <thead>
              <tr className="border-b border-stone-300">
                <th className="p-2">Date</th>
                <th className="p-2">Takings</th>
                <th className="p-2">Online</th>
                <th className="p-2">Expected cash</th>
                <th className="p-2">Counted</th>
                <th className="p-2">Difference</th>
                <th className="p-2">Entered by</th>
              </tr>
            </thead>
            <tbody>
              {cashUps.data.map((c) => (
                <tr key={c.id} className="border-b border-stone-200">
                  <td className="p-2">{formatCalendarDate(c.date)}</td>
                  <td className="p-2">{formatPence(c.summary.totalTakingsPence)}</td>
                  <td className="p-2">{formatPence(c.onlineSalesPence)}</td>
                  <td className="p-2">{formatPence(c.summary.expectedCashPence)}</td>
                  <td className="p-2">{formatPence(c.closingBalancePence)}</td>
                  <td
                    className={`p-2 font-semibold ${c.summary.outcome === "short" ? "text-red-800" : "text-green-800"}`}
                  >
                    {describeDifference(c.summary)}
                  </td>
                  <td className="p-2">{c.enteredBy}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
