/**
 * A kitchen ticket as ESC/POS bytes for an 80 mm thermal printer (48 characters a line), built with
 * @point-of-sale/receipt-printer-encoder (decision 0024): the same content the browser's ticket shows
 * (shared/printing/kitchen-ticket.ts), in large type where the kitchen looks first, and a cut.
 */
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import type { Order } from "@shared/orders/order.schema";
import { buildKitchenTicket, buildPaidSlip } from "@shared/printing/kitchen-ticket";

/** Font A on 80 mm paper. */
export const TICKET_COLUMNS = 48;

function newEncoder() {
  return new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns: TICKET_COLUMNS,
    // Epson's code page numbers, which most ESC/POS printers share; cp858 has "£".
    codepageMapping: "epson",
    newline: "\n",
    feedBeforeCut: 4,
  });
}

/** The short slip that follows a ticket printed before the order was paid: the counter must not charge. */
export function encodePaidSlip(order: Order, restaurantName: string | null): Uint8Array {
  const slip = buildPaidSlip(order, restaurantName);
  const encoder = newEncoder();
  encoder.initialize().codepage("cp858").align("center").bold(true).line(slip.restaurant);
  encoder.line(slip.heading).size(2, 2).line(slip.orderNumber).size(1, 1).bold(false);
  encoder.line(slip.customer).size(2, 1).bold(true).line(slip.paid).size(1, 1).bold(false);
  encoder.line(slip.note);
  return encoder.cut("full").encode();
}

export function encodeKitchenTicket(
  order: Order,
  /**
   * preOrder: collected on a later day than placed (order-ahead, issue 39): marked PRE-ORDER.
   * changedFrom: the diner moved it from this day and time (decision 0052): marked CHANGED.
   */
  options: { reprint: boolean; restaurantName: string | null; preOrder?: boolean; changedFrom?: string },
): Uint8Array {
  const ticket = buildKitchenTicket(order, options.restaurantName);
  const encoder = newEncoder();
  const priced = (label: string, price: string) =>
    encoder.table(
      [
        { width: TICKET_COLUMNS - 12, marginRight: 1 },
        { width: 11, align: "right" },
      ],
      [[label, price]],
    );

  encoder.initialize().codepage("cp858").align("center").bold(true).line(ticket.restaurant).bold(false);
  encoder.line(ticket.service);
  if (options.reprint) encoder.bold(true).line("** REPRINT **").bold(false);
  if (options.preOrder) encoder.bold(true).line("** PRE-ORDER **").bold(false);
  if (options.changedFrom) {
    encoder.bold(true).line("** CHANGED **").line(`was ${options.changedFrom}`).bold(false);
  }
  encoder.size(2, 2).bold(true).line(ticket.orderNumber).size(1, 1);
  encoder.line(ticket.collection).bold(false).align("left").line(ticket.customer).rule();
  if (ticket.delivery) {
    encoder.bold(true);
    for (const line of ticket.delivery) encoder.line(line);
    encoder.bold(false).rule();
  }
  for (const line of ticket.lines) {
    encoder.bold(true);
    priced(line.title, line.price);
    encoder.bold(false);
    for (const option of line.options) encoder.line(`  ${option}`);
    // A diner's note on a line is often an allergy ("no nuts"): bold, as the order's note is.
    if (line.instructions) encoder.bold(true).line(`  > ${line.instructions}`).bold(false);
    if (line.allergens) encoder.bold(true).line(`  ${line.allergens}`).bold(false);
  }
  if (ticket.note) encoder.rule().bold(true).line(`NOTE: ${ticket.note}`).bold(false);
  encoder.rule();
  priced("SUBTOTAL", ticket.subtotal);
  for (const promotion of ticket.promotions) priced(promotion.label, promotion.amount);
  if (ticket.deliveryFee) priced(ticket.deliveryFee.label, ticket.deliveryFee.amount);
  encoder.bold(true);
  priced("TOTAL", ticket.total);
  encoder.align("center").size(2, 1).line(ticket.payment).size(1, 1).bold(false);
  return encoder.cut("full").encode();
}
