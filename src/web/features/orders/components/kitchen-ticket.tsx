import { ALLERGEN_LABELS } from "@shared/menu/allergens";
import { formatPence } from "@shared/money";
import type { Order } from "@shared/orders/order.schema";
import { ChosenOptionsList } from "../chosen-options-list";

/** Only the ticket prints; the page around it is hidden on paper. 80 mm roll, ~72 mm printable. */
const PRINT_CSS = `
@media print {
  @page { size: 80mm auto; margin: 3mm; }
  body * { visibility: hidden !important; }
  .kitchen-ticket, .kitchen-ticket * { visibility: visible !important; }
  .kitchen-ticket { position: absolute; left: 0; top: 0; width: 72mm; box-shadow: none !important; border: 0 !important; }
}`;

function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return d && m && y ? `${d}/${m}/${y}` : iso;
}

export function KitchenTicket({ order }: { order: Order }) {
  const paid = order.paymentStatus === "completed";
  return (
    <>
      <style>{PRINT_CSS}</style>
      <article
        className="kitchen-ticket mx-auto w-[72mm] border border-stone-300 bg-white p-3 font-mono text-[13px] leading-snug text-black"
        aria-label={`Kitchen ticket for order ${order.orderNumber}`}
      >
        <p className="text-center text-base font-bold">HYDERABAD HOUSE</p>
        <p className="text-center">COLLECTION</p>
        <p className="mt-2 text-center text-2xl font-bold">#{order.orderNumber}</p>
        <p className="text-center text-lg font-bold">
          Collect {order.collectionTime} · {formatDate(order.collectionDate)}
        </p>
        <p className="mt-1">
          {order.customerName} · {order.customerPhone}
        </p>
        <hr className="my-2 border-dashed border-black" />
        <ul className="space-y-2">
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same dish can appear twice with different instructions
            <li key={`${item.id}-${index}`}>
              <p className="font-bold">
                {item.quantity} × {item.name}
              </p>
              <ChosenOptionsList options={item.options} className="pl-3" />
              {item.specialInstructions && <p>→ {item.specialInstructions}</p>}
              {item.allergens.length > 0 && (
                <p className="font-bold">
                  ⚠ ALLERGENS: {item.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")}
                </p>
              )}
            </li>
          ))}
        </ul>
        {order.specialInstructions && (
          <>
            <hr className="my-2 border-dashed border-black" />
            <p className="font-bold">NOTE: {order.specialInstructions}</p>
          </>
        )}
        <hr className="my-2 border-dashed border-black" />
        <p className="flex justify-between">
          <span>SUBTOTAL</span>
          <span>{formatPence(order.subtotalPence)}</span>
        </p>
        {order.promotions.map((line) => (
          <p key={`${line.promotionId ?? "points"}-${line.title}`} className="flex justify-between gap-2">
            <span>
              {line.title}
              {line.code ? ` (${line.code})` : ""}
            </span>
            <span>-{formatPence(line.amountPence)}</span>
          </p>
        ))}
        <p className="flex justify-between font-bold">
          <span>TOTAL</span>
          <span>{order.totalAmount}</span>
        </p>
        <p className="mt-1 text-center text-lg font-bold">{paid ? "PAID" : "UNPAID - TAKE PAYMENT"}</p>
      </article>
    </>
  );
}
