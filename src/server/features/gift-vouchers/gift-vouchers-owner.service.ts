/** The owner's view: what was sold, spent, held (a liability) and expired; cancel and extend, audited. */
import { and, desc, eq, ilike, inArray, ne, or, sql } from "drizzle-orm";
import type { GiftVoucherRow, GiftVoucherSummary } from "@shared/gift-vouchers/gift-vouchers.schema";
import { normaliseVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { isVoucherExpired } from "@shared/gift-vouchers/voucher-dates";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { Db } from "../../db/client";
import { giftVoucherLedger, giftVouchers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";

const ISSUED = ["scheduled", "sent", "cancelled"] as const;

export async function listGiftVouchers(
  db: Db,
  now: Date,
  q: string | undefined,
): Promise<{ summary: GiftVoucherSummary; vouchers: GiftVoucherRow[] }> {
  const today = getLondonMoment(now).date;
  const code = q ? normaliseVoucherCode(q) : null;
  const like = q ? `%${q.replace(/[%_\\]/g, "\\$&")}%` : null;
  const rows = await db
    .select()
    .from(giftVouchers)
    .where(
      and(
        inArray(giftVouchers.status, [...ISSUED]),
        like
          ? or(
              ...(code ? [eq(giftVouchers.code, code)] : []),
              ilike(giftVouchers.buyerName, like),
              ilike(giftVouchers.buyerEmail, like),
              ilike(giftVouchers.recipientName, like),
              ilike(giftVouchers.recipientEmail, like),
            )
          : undefined,
      ),
    )
    .orderBy(desc(giftVouchers.id))
    .limit(200);
  return { summary: await summariseGiftVouchers(db, now), vouchers: rows.map((v) => toRow(v, today)) };
}

const PAID_BY = ["stripe", "paypal", "test"] as const;

function toRow(v: typeof giftVouchers.$inferSelect, today: string): GiftVoucherRow {
  return {
    id: v.id,
    code: v.code,
    status: v.status,
    amountPence: v.amountPence,
    balancePence: v.balancePence,
    buyerName: v.buyerName,
    buyerEmail: v.buyerEmail,
    recipientName: v.recipientName,
    recipientEmail: v.recipientEmail,
    sendOn: v.sendOn,
    expiresOn: v.expiresOn,
    expired: isVoucherExpired(v.expiresOn, today),
    paidBy: PAID_BY.find((m) => m === v.paymentMethod) ?? null,
  };
}

/** Totals over every paid voucher, from the ledger and the balances (all to the penny). */
async function summariseGiftVouchers(db: Db, now: Date): Promise<GiftVoucherSummary> {
  const today = getLondonMoment(now).date;
  const [sold] = await db
    .select({
      count: sql<number>`count(*)::int`,
      pence: sql<number>`coalesce(sum(${giftVouchers.amountPence}), 0)::int`,
      outstanding: sql<number>`coalesce(sum(${giftVouchers.balancePence}) filter (where ${giftVouchers.status} <> 'cancelled' and ${giftVouchers.expiresOn} >= ${today}), 0)::int`,
      expired: sql<number>`coalesce(sum(${giftVouchers.balancePence}) filter (where ${giftVouchers.status} <> 'cancelled' and ${giftVouchers.expiresOn} < ${today}), 0)::int`,
    })
    .from(giftVouchers)
    .where(inArray(giftVouchers.status, [...ISSUED]));
  const [ledger] = await db
    .select({
      redeemed: sql<number>`coalesce(-sum(${giftVoucherLedger.amountPence}) filter (where ${giftVoucherLedger.kind} in ('spent', 'returned')), 0)::int`,
      cancelled: sql<number>`coalesce(-sum(${giftVoucherLedger.amountPence}) filter (where ${giftVoucherLedger.kind} = 'cancelled'), 0)::int`,
    })
    .from(giftVoucherLedger);
  return {
    soldCount: sold?.count ?? 0,
    soldPence: sold?.pence ?? 0,
    redeemedPence: ledger?.redeemed ?? 0,
    outstandingPence: sold?.outstanding ?? 0,
    expiredPence: sold?.expired ?? 0,
    cancelledPence: ledger?.cancelled ?? 0,
  };
}

/**
 * Vouchers sold and spent between two instants (the range report's lines): a sale is money held,
 * a spend is when the sale happens (multi-purpose vouchers, UK VAT).
 */
export async function giftVoucherMovements(db: Db, from: Date, to: Date) {
  const [row] = await db
    .select({
      soldPence: sql<number>`coalesce(sum(${giftVoucherLedger.amountPence}) filter (where ${giftVoucherLedger.kind} = 'issued'), 0)::int`,
      redeemedPence: sql<number>`coalesce(-sum(${giftVoucherLedger.amountPence}) filter (where ${giftVoucherLedger.kind} in ('spent', 'returned')), 0)::int`,
    })
    .from(giftVoucherLedger)
    .where(
      and(
        sql`${giftVoucherLedger.at} >= ${from.toISOString()}`,
        sql`${giftVoucherLedger.at} < ${to.toISOString()}`,
      ),
    );
  // What was still held at `to`: every movement before it (issued +, spent -, returned +, cancelled -).
  const [held] = await db
    .select({ pence: sql<number>`coalesce(sum(${giftVoucherLedger.amountPence}), 0)::int` })
    .from(giftVoucherLedger)
    .where(sql`${giftVoucherLedger.at} < ${to.toISOString()}`);
  return {
    soldPence: row?.soldPence ?? 0,
    redeemedPence: row?.redeemedPence ?? 0,
    outstandingPence: held?.pence ?? 0,
  };
}

async function lockVoucher(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], id: number) {
  const [v] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, id)).for("update");
  if (!v || v.status === "awaiting_payment") throw new HttpError(404, "Voucher not found");
  return v;
}

/** Cancels a voucher: what was left on it leaves the books (ledger "cancelled"), audited. */
export async function cancelGiftVoucher(db: Db, id: number, actor: AuditActor, note?: string) {
  return db.transaction(async (tx) => {
    const v = await lockVoucher(tx, id);
    if (v.status === "cancelled") throw new HttpError(409, "This voucher is already cancelled");
    await tx
      .update(giftVouchers)
      .set({ status: "cancelled", balancePence: 0, cancelledAt: actor.at })
      .where(eq(giftVouchers.id, id));
    await tx.insert(giftVoucherLedger).values({
      voucherId: id,
      kind: "cancelled",
      amountPence: -v.balancePence,
      note: note ?? null,
      at: actor.at,
    });
    await writeAudit(tx, {
      actor,
      kind: "gift-voucher.cancelled",
      subject: v.code.slice(0, 4),
      entityId: id,
      before: { balancePence: v.balancePence },
      after: { balancePence: 0 },
    });
  });
}

export async function extendGiftVoucher(db: Db, id: number, expiresOn: string, actor: AuditActor) {
  return db.transaction(async (tx) => {
    const v = await lockVoucher(tx, id);
    if (v.status === "cancelled") throw new HttpError(409, "This voucher is cancelled");
    if (expiresOn <= v.expiresOn) throw new HttpError(400, "Choose a later expiry day than the present one");
    await tx.update(giftVouchers).set({ expiresOn }).where(eq(giftVouchers.id, id));
    await tx.insert(giftVoucherLedger).values({
      voucherId: id,
      kind: "extended",
      amountPence: 0,
      note: `${v.expiresOn} -> ${expiresOn}`,
      at: actor.at,
    });
    await writeAudit(tx, {
      actor,
      kind: "gift-voucher.extended",
      subject: v.code.slice(0, 4),
      entityId: id,
      before: { expiresOn: v.expiresOn },
      after: { expiresOn },
    });
  });
}

/**
 * A voucher whose own purchase payment was refunded is cancelled (safety): called by the Stripe
 * webhook's charge.refunded and PayPal's PAYMENT.CAPTURE.REFUNDED. One already cancelled is left as
 * it is (a redelivered event).
 */
export async function cancelVouchersPaidBy(db: Db, paymentId: string, actor: AuditActor) {
  const rows = await db
    .select({ id: giftVouchers.id })
    .from(giftVouchers)
    .where(and(eq(giftVouchers.paymentId, paymentId), ne(giftVouchers.status, "cancelled")));
  for (const { id } of rows) await cancelGiftVoucher(db, id, actor, "purchase payment refunded");
  return rows.length;
}
