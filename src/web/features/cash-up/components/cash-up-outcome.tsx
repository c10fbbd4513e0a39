import { describeCashUpDifference } from "@shared/cash-up/cash-up";
import type { CashUpSummary } from "@shared/cash-up/cash-up.schema";
import { formatPence } from "@shared/money";

/** Over or short in words as well as colour (green when the drawer is not short, red when it is). */
export function CashUpOutcome({ summary, countedPence }: { summary: CashUpSummary; countedPence: number }) {
  const short = summary.outcome === "short";
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-stone-900" aria-live="polite">
      <dt className="font-medium">Total takings</dt>
      <dd>{formatPence(summary.totalTakingsPence)}</dd>
      <dt className="font-medium">Expected cash</dt>
      <dd data-testid="expected-cash">{formatPence(summary.expectedCashPence)}</dd>
      <dt className="font-medium">Counted cash</dt>
      <dd>{formatPence(countedPence)}</dd>
      <dt className="font-medium">Difference</dt>
      <dd data-testid="cash-difference" className={`font-bold ${short ? "text-red-800" : "text-green-800"}`}>
        {describeCashUpDifference(summary)}
      </dd>
    </dl>
  );
}
