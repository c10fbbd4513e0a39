import { useQuery } from "@tanstack/react-query";
import { Collapsible } from "radix-ui";
import { useState } from "react";
import { formatPence } from "@shared/money";
import type { ComingUp } from "@shared/order-ahead/kitchen-ahead";
import { comingUpQueryOptions, prepListQueryOptions } from "./api/order-ahead-requests";

type Day = ComingUp["days"][number];
type Order = Day["orders"][number];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Saturday 5 December: 2 orders (1 catering, 40 guests), 43 dishes". */
function dayHeading(day: Day): string {
  const catering =
    day.cateringCount > 0
      ? ` (${day.cateringCount} catering, ${plural(day.cateringGuests, "guest", "guests")})`
      : "";
  return `${day.label}: ${plural(day.orderCount, "order", "orders")}${catering}, ${plural(day.itemCount, "dish", "dishes")}`;
}

function paymentNote(o: Order): string {
  if (o.paymentStatus === "pending") return " (unpaid)";
  if (o.paymentStatus === "part_paid") return " (deposit paid)";
  return "";
}

function OrderLine({ order: o }: { order: Order }) {
  if (o.channel === "catering") {
    return (
      <li>
        {o.collectionTime} {o.orderNumber} Catering: {o.customerName} -{" "}
        {plural(o.guests ?? 0, "guest", "guests")}, {formatPence(o.totalPence)}
        {paymentNote(o)}
        {o.orderStatus === "requested" && (
          <>
            {" "}
            <strong>Awaiting confirmation</strong>
          </>
        )}
      </li>
    );
  }
  return (
    <li>
      {o.collectionTime} #{o.orderNumber} {o.customerName} - {o.itemCount} items, {formatPence(o.totalPence)}
      {paymentNote(o)}
    </li>
  );
}

/**
 * The board's "Coming up" (issue 39 items 2 and 3, decision 0052): later days' orders and catering
 * orders by date with their counts, and each day's prep list (dishes and choices summed, confirmed
 * catering orders' set menus and trays too). Today's orders stay on the board.
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
              <h3 className="font-semibold">{dayHeading(day)}</h3>
              <ul className="text-sm">
                {day.orders.map((o) => (
                  <OrderLine key={`${o.channel}-${o.id}`} order={o} />
                ))}
              </ul>
              <PrepListButton
                date={day.date}
                label={day.label}
                awaiting={
                  day.orders.filter((o) => o.channel === "catering" && o.orderStatus === "requested").length
                }
              />
            </li>
          ))}
        </ul>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

/** `awaiting`: the day's catering requests not yet confirmed, which the prep list leaves out. */
function PrepListButton({ date, label, awaiting }: { date: string; label: string; awaiting: number }) {
  const [shown, setShown] = useState(false);
  const prep = useQuery(prepListQueryOptions(date, shown));
  return (
    <div>
      <button type="button" className="min-h-11 text-sm underline" onClick={() => setShown((s) => !s)}>
        {shown ? "Hide" : "Show"} prep list for {label}
      </button>
      {shown && prep.data && prep.data.cateringCount > 0 && (
        <p className="text-sm">
          Includes {plural(prep.data.cateringCount, "confirmed catering order", "confirmed catering orders")}.
        </p>
      )}
      {shown && awaiting > 0 && (
        <p className="text-sm">
          Not counted: {plural(awaiting, "catering request", "catering requests")} awaiting confirmation.
        </p>
      )}
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
