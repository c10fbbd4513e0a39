import { useQuery } from "@tanstack/react-query";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { formatPence } from "@shared/money";
import { comingUpQueryOptions, prepListQueryOptions } from "./api/order-ahead-requests";

/**
 * The board's "Coming up" (issue 39 item 2, decision 0052): later days' orders by date with their
 * counts, and each day's prep list (dishes and choices summed). Today's orders stay on the board.
 */
export function ComingUpPanel() {
  const [open, setOpen] = useState(false);
  const comingUp = useQuery(comingUpQueryOptions());
  const days = comingUp.data?.days ?? [];
  const total = days.reduce((n, d) => n + d.orderCount, 0);
  if (total === 0) return null;
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={setOpen}
      className="rounded-md border border-stone-300 bg-white px-2 py-1"
    >
      <Collapsible.Trigger className="min-h-11 font-semibold text-maroon-800 underline">
        Coming up ({total} {total === 1 ? "order" : "orders"})
      </Collapsible.Trigger>
      <Collapsible.Content>
        <ul className="space-y-2 py-1">
          {days.map((day) => (
            <li key={day.date}>
              <h3 className="font-semibold">
                {day.label}: {day.orderCount} {day.orderCount === 1 ? "order" : "orders"}, {day.itemCount}{" "}
                {day.itemCount === 1 ? "dish" : "dishes"}
              </h3>
              <ul className="text-sm">
                {day.orders.map((o) => (
                  <li key={o.id}>
                    {o.collectionTime} #{o.orderNumber} {o.customerName} - {o.itemCount} items,{" "}
                    {formatPence(o.totalPence)}
                    {o.paymentStatus === "pending" ? " (unpaid)" : ""}
                  </li>
                ))}
              </ul>
              <PrepListButton date={day.date} label={day.label} />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function PrepListButton({ date, label }: { date: string; label: string }) {
  const [shown, setShown] = useState(false);
  const prep = useQuery(prepListQueryOptions(date, shown));
  return (
    <div>
      <button type="button" className="min-h-11 text-sm underline" onClick={() => setShown((s) => !s)}>
        {shown ? "Hide" : "Show"} prep list for {label}
      </button>
      {shown && prep.data && (
        <ul aria-label={`Prep list for ${label}`} className="text-sm">
          {prep.data.lines.map((line) => (
            <li key={line.name}>
              <strong>
                {line.quantity} x {line.name}
              </strong>
              {line.choices.length > 0 &&
                ` (${line.choices.map((c) => `${c.quantity} ${c.name}`).join(", ")})`}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
