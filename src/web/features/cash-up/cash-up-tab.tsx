import { useQuery } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { describeCashUpDifference } from "@shared/cash-up/cash-up";
import type { CashUp } from "@shared/cash-up/cash-up.schema";
import { formatPence } from "@shared/money";
import { netOnlineSalesPence } from "@shared/payments/online-takings";
import { Button } from "../../components/ui/button";
import { type DataColumn, DataTable } from "../../components/ui/data-table";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { cashUpsQueryOptions } from "./api/get-cash-ups";
import { CashUpForm } from "./components/cash-up-form";

function columns(onCorrect: (c: CashUp) => void): DataColumn<CashUp>[] {
  return [
    { header: "Date", cell: (c) => formatCalendarDate(c.date), rowHeader: true },
    { header: "Takings", cell: (c) => formatPence(c.summary.totalTakingsPence) },
    { header: "Online", cell: (c) => formatPence(c.onlineSalesPence) },
    { header: "Online refunds", cell: (c) => formatPence(c.onlineRefundsPence) },
    {
      header: "Online net",
      cell: (c) =>
        formatPence(
          netOnlineSalesPence({ grossPence: c.onlineSalesPence, refundsPence: c.onlineRefundsPence }),
        ),
    },
    { header: "Expected cash", cell: (c) => formatPence(c.summary.expectedCashPence) },
    { header: "Counted", cell: (c) => formatPence(c.closingBalancePence) },
    {
      header: "Difference",
      cell: (c) => describeCashUpDifference(c.summary),
      className: (c) => `font-semibold ${c.summary.outcome === "short" ? "text-red-800" : "text-green-800"}`,
    },
    { header: "Entered by", cell: (c) => c.enteredBy },
    {
      header: <span className="sr-only">Correct</span>,
      cell: (c) => (
        <Button variant="secondary" size="sm" onClick={() => onCorrect(c)}>
          Correct<span className="sr-only"> the cash-up for {formatCalendarDate(c.date)}</span>
        </Button>
      ),
    },
  ];
}

/**
 * The admin panel's Cash-up tab (owners): tonight's form and the days already cashed up, each of
 * which an owner can open and correct (the audit log keeps what it said before).
 */
export function CashUpTab() {
  const cashUps = useQuery(cashUpsQueryOptions());
  const [editingDate, setEditingDate] = useState<string | null>(null);
  const top = useRef<HTMLHeadingElement>(null);
  const editing = editingDate ? cashUps.data?.find((c) => c.date === editingDate) : undefined;
  const open = (date: string) => {
    setEditingDate(date);
    top.current?.focus();
  };
  return (
    <div className="space-y-6">
      <h2 ref={top} tabIndex={-1} className="text-xl font-bold text-maroon-800">
        Daily cash-up
      </h2>
      <CashUpForm
        // A new key gives the form the chosen day's values (and a fresh one after a correction).
        key={editing ? `edit-${editing.date}` : "new"}
        editing={editing}
        onOpen={open}
        onDone={() => setEditingDate(null)}
      />
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
          <DataTable
            className="mt-2"
            rows={cashUps.data}
            rowKey={(c) => c.id}
            columns={columns((c) => open(c.date))}
          />
        )}
      </section>
    </div>
  );
}
