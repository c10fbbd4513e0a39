/**
 * The kitchen ticket as the browser draws and prints it (print-ticket-button.tsx prints it on its
 * own page). Its words come from the shared ticket (@shared/printing/kitchen-ticket), which the
 * network printer prints too; its look is its own small style sheet, in millimetres and points, so
 * the page it is measured on is the page it prints on.
 */
import type { Order } from "@shared/orders/order.schema";
import { buildKitchenTicket } from "@shared/printing/kitchen-ticket";
import { useRestaurant } from "@web/lib/restaurant";

const TICKET_CSS = `
.kt { box-sizing: border-box; width: 80mm; padding: 4mm 4mm 6mm; background: #fff; color: #000;
  font: 10pt/1.3 "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace; overflow-wrap: anywhere; }
.kt * { box-sizing: border-box; margin: 0; padding: 0; }
.kt .kt-center { text-align: center; }
.kt .kt-strong { font-weight: 700; }
.kt .kt-number { font-size: 18pt; font-weight: 700; text-align: center; margin-top: 2mm; }
.kt .kt-collect { font-size: 12pt; font-weight: 700; text-align: center; }
.kt .kt-rule { border: 0; border-top: 1px dashed #000; margin: 2mm 0; }
.kt ul { list-style: none; }
.kt li + li { margin-top: 2mm; }
.kt .kt-row { display: flex; justify-content: space-between; gap: 2mm; }
.kt .kt-row > :last-child { white-space: nowrap; }
.kt .kt-sub { padding-left: 3mm; }
.kt .kt-allergens, .kt .kt-note { font-weight: 700; }
.kt .kt-payment { font-size: 12pt; font-weight: 700; text-align: center; margin-top: 2mm; }
.kt.kt-a4 { width: 120mm; font-size: 13pt; }
.kt.kt-a4 .kt-number { font-size: 24pt; }
.kt.kt-a4 .kt-collect, .kt.kt-a4 .kt-payment { font-size: 16pt; }
`;

export type TicketPaper = "80mm" | "a4";

export function KitchenTicket({
  order,
  paper = "80mm",
  reprint = false,
}: {
  order: Order;
  paper?: TicketPaper;
  reprint?: boolean;
}) {
  const ticket = buildKitchenTicket(order, useRestaurant()?.name ?? null);
  return (
    <article
      className={paper === "a4" ? "kt kt-a4" : "kt"}
      aria-label={`Kitchen ticket for order ${order.orderNumber}`}
    >
      <style>{TICKET_CSS}</style>
      <p className="kt-center kt-strong">{ticket.restaurant}</p>
      <p className="kt-center">{ticket.service}</p>
      {reprint && <p className="kt-center kt-strong">** REPRINT **</p>}
      <p className="kt-number">{ticket.orderNumber}</p>
      <p className="kt-collect">{ticket.collection}</p>
      <p>{ticket.customer}</p>
      <hr className="kt-rule" />
      {ticket.delivery && (
        <>
          {ticket.delivery.map((line) => (
            <p key={line} className="kt-strong">
              {line}
            </p>
          ))}
          <hr className="kt-rule" />
        </>
      )}
      <ul>
        {ticket.lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different choices
          <li key={index}>
            <p className="kt-row kt-strong">
              <span>{line.title}</span>
              <span>{line.price}</span>
            </p>
            {line.options.map((option) => (
              <p key={option} className="kt-sub">
                {option}
              </p>
            ))}
            {/* A diner's note on a line is often an allergy ("no nuts"): bold, as the order's note is. */}
            {line.instructions && <p className="kt-sub kt-note">&gt; {line.instructions}</p>}
            {line.allergens && <p className="kt-sub kt-allergens">{line.allergens}</p>}
          </li>
        ))}
      </ul>
      {ticket.note && (
        <>
          <hr className="kt-rule" />
          <p className="kt-note">NOTE: {ticket.note}</p>
        </>
      )}
      <hr className="kt-rule" />
      <p className="kt-row">
        <span>SUBTOTAL</span>
        <span>{ticket.subtotal}</span>
      </p>
      {ticket.promotions.map((promotion) => (
        <p key={promotion.label} className="kt-row">
          <span>{promotion.label}</span>
          <span>{promotion.amount}</span>
        </p>
      ))}
      {ticket.deliveryFee && (
        <p className="kt-row">
          <span>{ticket.deliveryFee.label}</span>
          <span>{ticket.deliveryFee.amount}</span>
        </p>
      )}
      <p className="kt-row kt-strong">
        <span>TOTAL</span>
        <span>{ticket.total}</span>
      </p>
      <p className="kt-payment">{ticket.payment}</p>
    </article>
  );
}
