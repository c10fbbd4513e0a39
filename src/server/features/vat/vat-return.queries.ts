/**
 * The rows behind a VAT quarter's boxes (issue 40): each paid order's stored VAT per rate, each
 * refund's VAT (apportioned over the order's rates, src/shared/vat), the cash-up's takings that did
 * not go through the site, and the purchase receipts. The boxes are added up by the pure
 * buildVatReturn (src/shared/vat/vat-return.ts).
 */
import { and, asc, gte, inArray, isNotNull, lte, or } from "drizzle-orm";
import { addDays, getLondonMoment } from "@shared/opening-hours/london-time";
import {
  DELIVERY_FEE_PART,
  formatVatRate,
  refundVatWithFee,
  sumByRate,
  VAT_RATES,
  vatInGross,
} from "@shared/vat/vat";
import type { VatBasis } from "@shared/vat/vat.schema";
import { purchaseCheck, type VatReturnRow } from "@shared/vat/vat-return";
import type { Db } from "../../db/client";
import { dailySales, onlineOrders, orderRefunds, orderVatLines, purchaseReceipts } from "../../db/schema";

const londonDate = (instant: Date) => getLondonMoment(instant).date;

/**
 * The tax point of a sale: on the cash basis the day it was paid; on the accrual basis the earlier
 * of the day it was paid and the day it was supplied (collected), as HMRC's basic tax point rule.
 */
function saleDate(order: { paidAt: Date; collectionDate: string }, basis: VatBasis): string {
  const paid = londonDate(order.paidAt);
  if (basis === "cash") return paid;
  return order.collectionDate < paid ? order.collectionDate : paid;
}

export async function loadVatReturnRows(
  db: Db,
  range: { from: string; to: string; basis: VatBasis },
): Promise<VatReturnRow[]> {
  const { from, to, basis } = range;
  // A day either side: London days straddle UTC ones.
  const start = new Date(`${addDays(from, -1)}T00:00:00Z`);
  const end = new Date(`${addDays(to, 2)}T00:00:00Z`);
  const [orders, refunds, cashUps, receipts] = await Promise.all([
    db
      .select({
        id: onlineOrders.id,
        orderNumber: onlineOrders.orderNumber,
        paidAt: onlineOrders.paidAt,
        collectionDate: onlineOrders.collectionDate,
      })
      .from(onlineOrders)
      .where(
        and(
          isNotNull(onlineOrders.paidAt),
          or(
            and(gte(onlineOrders.paidAt, start), lte(onlineOrders.paidAt, end)),
            and(gte(onlineOrders.collectionDate, from), lte(onlineOrders.collectionDate, to)),
          ),
        ),
      ),
    // Every refund of an order refunded in the quarter (its earlier refunds share its VAT first).
    db
      .select()
      .from(orderRefunds)
      .where(
        inArray(
          orderRefunds.orderId,
          db
            .select({ id: orderRefunds.orderId })
            .from(orderRefunds)
            .where(and(gte(orderRefunds.createdAt, start), lte(orderRefunds.createdAt, end))),
        ),
      )
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
    db
      .select()
      .from(dailySales)
      .where(and(gte(dailySales.date, from), lte(dailySales.date, to))),
    db
      .select()
      .from(purchaseReceipts)
      .where(and(gte(purchaseReceipts.date, from), lte(purchaseReceipts.date, to))),
  ]);
  const inRange = (d: string) => d >= from && d <= to;
  const rows: VatReturnRow[] = [];

  const sales = orders.flatMap((o) => {
    if (!o.paidAt) return [];
    const date = saleDate({ paidAt: o.paidAt, collectionDate: o.collectionDate }, basis);
    return inRange(date) ? [{ ...o, date }] : [];
  });
  const refundsInRange = refunds.filter((r) => inRange(londonDate(r.createdAt)));
  const orderIds = [...new Set([...sales.map((s) => s.id), ...refundsInRange.map((r) => r.orderId)])];
  const lines = orderIds.length
    ? await db.select().from(orderVatLines).where(inArray(orderVatLines.orderId, orderIds))
    : [];
  const byOrder = new Map<number, typeof lines>();
  for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);

  for (const s of sales) {
    for (const r of sumByRate(byOrder.get(s.id) ?? [])) {
      rows.push({
        kind: "sale",
        reference: s.orderNumber,
        date: s.date,
        description: `Order ${s.orderNumber} at ${formatVatRate(r.rateBasisPoints)}`,
        grossPence: r.grossPence,
        vatPence: r.vatPence,
        netPence: r.netPence,
        check: null,
        rateBasisPoints: r.rateBasisPoints,
      });
    }
  }

  // Each refund's VAT: its share of the order's VAT per rate, counting the order's earlier refunds.
  const orderNumbers = new Map<number, string>();
  if (refundsInRange.length) {
    const ids = [...new Set(refundsInRange.map((r) => r.orderId))];
    const numbered = await db
      .select({ id: onlineOrders.id, orderNumber: onlineOrders.orderNumber })
      .from(onlineOrders)
      .where(inArray(onlineOrders.id, ids));
    for (const o of numbered) orderNumbers.set(o.id, o.orderNumber);
  }
  // What each order's earlier refunds gave back, of the food and of the delivery fee (issue 35).
  const refundedBefore = new Map<number, { restPence: number; feePence: number }>();
  for (const refund of refunds) {
    const orderLines = byOrder.get(refund.orderId) ?? [];
    const parts = {
      rest: sumByRate(orderLines.filter((l) => l.partKey !== DELIVERY_FEE_PART)),
      fee: sumByRate(orderLines.filter((l) => l.partKey === DELIVERY_FEE_PART)),
    };
    const before = refundedBefore.get(refund.orderId) ?? { restPence: 0, feePence: 0 };
    const vat = refundVatWithFee(parts, before, {
      amountPence: refund.amountPence,
      feePence: refund.deliveryFeePence,
    });
    refundedBefore.set(refund.orderId, {
      restPence: before.restPence + vat.restPence,
      feePence: before.feePence + vat.feePence,
    });
    if (!inRange(londonDate(refund.createdAt))) continue;
    const number = orderNumbers.get(refund.orderId) ?? String(refund.orderId);
    if (orderLines.length === 0) {
      rows.push({
        kind: "refund",
        reference: number,
        date: londonDate(refund.createdAt),
        description: `Refund of order ${number}`,
        grossPence: -refund.amountPence,
        vatPence: 0,
        netPence: -refund.amountPence,
        check: "The order was placed before its VAT was kept: no VAT taken back",
      });
      continue;
    }
    for (const part of vat.parts) {
      rows.push({
        kind: "refund",
        reference: number,
        date: londonDate(refund.createdAt),
        description: `Refund of order ${number} at ${formatVatRate(part.rateBasisPoints)}`,
        grossPence: -part.grossPence,
        vatPence: -part.vatPence,
        netPence: -part.netPence,
        check: null,
        rateBasisPoints: part.rateBasisPoints,
      });
    }
  }

  // Takings entered in the cash-up (the till, delivery apps, catering) carry no dish detail.
  for (const c of cashUps) {
    const gross =
      c.counterSalesCardPence +
      c.counterSalesCashPence +
      c.uberEatsSalesPence +
      c.justEatSalesPence +
      c.deliverooSalesPence +
      c.cateringSalesPence;
    if (gross === 0) continue;
    const vat = vatInGross(gross, VAT_RATES.standard);
    rows.push({
      kind: "takings",
      reference: c.date,
      date: c.date,
      description: "Cash-up takings not through the site (till, delivery apps, catering) at 20%",
      grossPence: gross,
      vatPence: vat,
      netPence: gross - vat,
      check: "No dish detail: counted at the standard rate",
      rateBasisPoints: VAT_RATES.standard,
    });
  }

  for (const p of receipts) {
    const check = purchaseCheck(p.totalAmountPence, p.vatAmountPence);
    // Known VAT is reclaimed, as the purchases report counts it; a check only asks the owner to look.
    const vat = p.vatAmountPence ?? 0;
    rows.push({
      kind: "purchase",
      reference: String(p.id),
      date: p.date,
      description: `${p.vendor}${p.receiptNumber ? ` (${p.receiptNumber})` : ""}, ${p.category}`,
      grossPence: p.totalAmountPence,
      vatPence: vat,
      netPence: p.totalAmountPence - vat,
      check,
    });
  }
  return rows;
}
