/**
 * Gift vouchers (issue 38, decision 0045): bought and paid online, mailed on their day by a
 * scheduled job, spent across orders through a ledger. Every spend locks the voucher's row
 * (SELECT ... FOR UPDATE) and checks the balance under that lock, so concurrent orders never take
 * more than is on it.
 */
import { createHash, randomBytes, randomInt } from "node:crypto";
import { and, eq, lte, sql } from "drizzle-orm";
import {
  type BuyGiftVoucherRequest,
  type GiftVoucherBalance,
  type GiftVoucherOffer,
  type GiftVoucherSettings,
  GiftVoucherSettingsSchema,
  type PayGiftVoucherRequest,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import {
  normaliseVoucherCode,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
} from "@shared/gift-vouchers/voucher-code";
import { addMonthsToDate, isPromoted, isVoucherExpired } from "@shared/gift-vouchers/voucher-dates";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { giftVoucherLedger, giftVoucherSettings, giftVouchers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import type { ScheduledJob } from "../../lib/scheduled-jobs";
import { getPaymentConfig, getPaymentProviders } from "../payments/payment-providers.service";
import { verifyVoucherPayment } from "./gift-voucher-payments.service";
import { voucherMail, voucherReceiptMail } from "./gift-vouchers.mail";

type Deps = Pick<AppDeps, "db" | "now" | "env">;
export type VoucherRow = typeof giftVouchers.$inferSelect;

const DEFAULT_GIFT_VOUCHER_SETTINGS: GiftVoucherSettings = {
  enabled: true,
  presetAmountsPence: [2500, 5000, 10000],
  minPence: 1000,
  maxPence: 25000,
  validityMonths: 12,
  promoteFrom: null,
  promoteUntil: null,
};

const VOUCHER_NOT_USABLE = "This voucher code is not valid, has expired or has nothing left on it.";

function londonToday(now: Date): string {
  return getLondonMoment(now).date;
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 16 characters drawn uniformly from 32 (randomInt rejects modulo bias): 80 bits. */
function generateVoucherCode(): string {
  let code = "";
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++)
    code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return code;
}

export async function loadGiftVoucherSettings(db: Db | DbTransaction): Promise<GiftVoucherSettings> {
  const [row] = await db.select().from(giftVoucherSettings).where(eq(giftVoucherSettings.id, 1));
  if (!row) return DEFAULT_GIFT_VOUCHER_SETTINGS;
  const { id: _id, updatedAt: _u, ...settings } = row;
  return settings;
}

export async function saveGiftVoucherSettings(tx: DbTransaction, input: GiftVoucherSettings, at: Date) {
  const settings = GiftVoucherSettingsSchema.parse(input);
  await tx
    .insert(giftVoucherSettings)
    .values({ id: 1, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: giftVoucherSettings.id, set: { ...settings, updatedAt: at } });
  return settings;
}

export async function getGiftVoucherOffer(deps: Deps): Promise<GiftVoucherOffer> {
  const s = await loadGiftVoucherSettings(deps.db);
  const payment = getPaymentConfig(deps.env);
  return {
    enabled: s.enabled,
    presetAmountsPence: s.presetAmountsPence,
    minPence: s.minPence,
    maxPence: s.maxPence,
    validityMonths: s.validityMonths,
    promoted: s.enabled && isPromoted(s.promoteFrom, s.promoteUntil, londonToday(deps.now())),
    today: londonToday(deps.now()),
    stripePublishableKey: payment.stripePublishableKey,
    paypalClientId: payment.paypalClientId,
    testMode: payment.testMode,
  };
}

/** A voucher waiting for its payment; the buyer's token (shown once) pays for it and resends it. */
export async function createVoucherPurchase(deps: Deps, request: BuyGiftVoucherRequest) {
  const settings = await loadGiftVoucherSettings(deps.db);
  if (!settings.enabled) throw new HttpError(409, "Gift vouchers are not on sale at the moment.");
  if (request.amountPence < settings.minPence || request.amountPence > settings.maxPence) {
    throw new HttpError(
      400,
      `Choose an amount between ${formatPence(settings.minPence)} and ${formatPence(settings.maxPence)}`,
    );
  }
  if (request.amountPence % 100 !== 0 && !settings.presetAmountsPence.includes(request.amountPence)) {
    throw new HttpError(400, "Choose a whole number of pounds");
  }
  const now = deps.now();
  const today = londonToday(now);
  if (request.sendOn < today) throw new HttpError(400, "Choose today or a later day to send it");
  if (request.sendOn > addMonthsToDate(today, 12)) throw new HttpError(400, "Choose a day within a year");
  const token = randomBytes(24).toString("base64url");
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await deps.db
        .insert(giftVouchers)
        .values({
          code: generateVoucherCode(),
          status: "awaiting_payment",
          amountPence: request.amountPence,
          balancePence: 0,
          buyerName: request.buyerName,
          buyerEmail: request.buyerEmail,
          recipientName: request.recipientName,
          recipientEmail: request.recipientEmail,
          message: request.message,
          sendOn: request.sendOn,
          expiresOn: addMonthsToDate(today, settings.validityMonths),
          buyerTokenHash: hashToken(token),
          createdAt: now,
        })
        .returning();
      if (!row) throw new Error("insert returned nothing");
      return { id: row.id, token, amountPence: row.amountPence };
    } catch (error) {
      // Two equal 80-bit codes are next to impossible; one more draw if it ever happens.
      if (attempt < 2 && String((error as { cause?: { code?: string } }).cause?.code ?? "") === "23505")
        continue;
      throw error;
    }
  }
}

export async function findVoucherForBuyer(
  db: Db,
  id: number,
  token: string | undefined,
): Promise<VoucherRow> {
  const [row] = token
    ? await db
        .select()
        .from(giftVouchers)
        .where(and(eq(giftVouchers.id, id), eq(giftVouchers.buyerTokenHash, hashToken(token))))
    : [];
  if (!row) throw new HttpError(404, "Voucher not found");
  return row;
}

/** The server checks the payment with Stripe or PayPal (or test mode in demo), then issues the voucher once. */
export async function payForVoucher(
  deps: Deps,
  id: number,
  token: string | undefined,
  request: PayGiftVoucherRequest,
): Promise<VoucherRow> {
  const v = await findVoucherForBuyer(deps.db, id, token);
  if (v.status !== "awaiting_payment") {
    if (v.status === "cancelled") throw new HttpError(409, "This voucher has been cancelled");
    return v;
  }
  let paymentId: string;
  if (request.paymentMethod === "test") {
    if (!getPaymentProviders(deps.env).testMode)
      throw new HttpError(400, "Test payments are not available on this site");
    paymentId = `test_${randomBytes(8).toString("hex")}`;
  } else {
    paymentId = await verifyVoucherPayment(deps, v, request);
  }
  const now = deps.now();
  const issued = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(giftVouchers)
      .set({
        status: "scheduled",
        balancePence: sql`${giftVouchers.amountPence}`,
        paymentMethod: request.paymentMethod,
        paymentId,
        paidAt: now,
      })
      .where(and(eq(giftVouchers.id, v.id), eq(giftVouchers.status, "awaiting_payment")))
      .returning();
    if (!row) return null;
    await tx
      .insert(giftVoucherLedger)
      .values({ voucherId: row.id, kind: "issued", amountPence: row.amountPence, at: now });
    await queueMail(tx, voucherReceiptMail(row), `gift-voucher-receipt:${row.id}`);
    if (row.sendOn <= londonToday(now)) return sendVoucher(tx, row, deps.env.PUBLIC_URL, now);
    return row;
  });
  return issued ?? (await findVoucherForBuyer(deps.db, id, token));
}

/** Queues the recipient's mail (with the PDF) and marks the voucher sent, in the caller's transaction. */
async function sendVoucher(
  tx: DbTransaction,
  v: VoucherRow,
  publicUrl: string,
  now: Date,
): Promise<VoucherRow> {
  await queueMail(tx, await voucherMail(tx, v, publicUrl), `gift-voucher-send:${v.id}`);
  const [row] = await tx
    .update(giftVouchers)
    .set({ status: "sent", sentAt: now })
    .where(eq(giftVouchers.id, v.id))
    .returning();
  return row ?? v;
}

/** The scheduled job: every voucher whose London send day has come goes out (once: dedupe key). */
export function createGiftVoucherSendJob(deps: Pick<AppDeps, "env">): ScheduledJob<{ sent: number }> {
  return {
    name: "gift-vouchers-send",
    everyMs: 5 * 60_000,
    invalidates: [],
    async run(tx, now) {
      const due = await tx
        .select()
        .from(giftVouchers)
        .where(and(eq(giftVouchers.status, "scheduled"), lte(giftVouchers.sendOn, londonToday(now))))
        .limit(100)
        .for("update", { skipLocked: true });
      for (const v of due) await sendVoucher(tx, v, deps.env.PUBLIC_URL, now);
      return { sent: due.length };
    },
  };
}

/** The buyer sends the voucher's mail again (to the recipient, or to the buyer to print). */
export async function resendVoucher(
  deps: Deps,
  id: number,
  token: string | undefined,
  to: "recipient" | "buyer",
) {
  const v = await findVoucherForBuyer(deps.db, id, token);
  if (v.status !== "sent")
    throw new HttpError(
      409,
      v.status === "scheduled" ? "This voucher has not been sent yet" : "This voucher cannot be sent",
    );
  const message = await voucherMail(deps.db, v, deps.env.PUBLIC_URL);
  await deps.db.transaction((tx) =>
    queueMail(tx, { ...message, to: to === "buyer" ? v.buyerEmail : v.recipientEmail }),
  );
}

/** What the balance page says, and only that: nothing about buyer or recipient. */
export async function checkVoucherBalance(deps: Deps, input: string): Promise<GiftVoucherBalance> {
  const code = normaliseVoucherCode(input);
  const [v] = code ? await deps.db.select().from(giftVouchers).where(eq(giftVouchers.code, code)) : [];
  if (!v || v.status === "awaiting_payment" || v.status === "cancelled")
    throw new HttpError(404, VOUCHER_NOT_USABLE);
  const expired = isVoucherExpired(v.expiresOn, londonToday(deps.now()));
  return {
    balancePence: expired ? 0 : v.balancePence,
    expiresOn: v.expiresOn,
    usable: !expired && v.balancePence > 0,
  };
}

/**
 * Takes up to `maxPence` from the voucher for an order, in the caller's transaction, under a lock
 * on the voucher's row: returns what was taken (0 < taken <= balance), or refuses.
 */
export async function spendVoucher(
  tx: DbTransaction,
  input: { code: string; orderId: number; maxPence: number; now: Date },
): Promise<{ voucherId: number; spentPence: number; balancePence: number }> {
  const code = normaliseVoucherCode(input.code);
  if (!code) throw new HttpError(404, VOUCHER_NOT_USABLE);
  const [v] = await tx.select().from(giftVouchers).where(eq(giftVouchers.code, code)).for("update");
  if (
    !v ||
    (v.status !== "scheduled" && v.status !== "sent") ||
    v.balancePence <= 0 ||
    isVoucherExpired(v.expiresOn, londonToday(input.now))
  ) {
    throw new HttpError(404, VOUCHER_NOT_USABLE);
  }
  const spent = Math.min(v.balancePence, input.maxPence);
  if (spent <= 0) throw new HttpError(409, "There is nothing left to pay on this order");
  const balancePence = v.balancePence - spent;
  await tx.update(giftVouchers).set({ balancePence }).where(eq(giftVouchers.id, v.id));
  await tx.insert(giftVoucherLedger).values({
    voucherId: v.id,
    kind: "spent",
    amountPence: -spent,
    orderId: input.orderId,
    at: input.now,
  });
  return { voucherId: v.id, spentPence: spent, balancePence };
}

/**
 * An order refunded in full or part: what its vouchers paid goes back on them, newest spend first,
 * up to `amountPence`. Returns what was put back (the rest is for the order's other payment).
 */
export async function returnVoucherSpends(
  tx: DbTransaction,
  input: { orderId: number; amountPence: number; now: Date },
): Promise<number> {
  const rows = await tx
    .select({
      voucherId: giftVoucherLedger.voucherId,
      net: sql<number>`-sum(${giftVoucherLedger.amountPence})::int`,
    })
    .from(giftVoucherLedger)
    .where(
      and(
        eq(giftVoucherLedger.orderId, input.orderId),
        sql`${giftVoucherLedger.kind} in ('spent', 'returned')`,
      ),
    )
    .groupBy(giftVoucherLedger.voucherId)
    .orderBy(giftVoucherLedger.voucherId);
  let left = input.amountPence;
  let returned = 0;
  for (const { voucherId, net } of rows) {
    const back = Math.min(net, left);
    if (back <= 0) continue;
    await tx
      .update(giftVouchers)
      .set({ balancePence: sql`${giftVouchers.balancePence} + ${back}` })
      .where(eq(giftVouchers.id, voucherId));
    await tx.insert(giftVoucherLedger).values({
      voucherId,
      kind: "returned",
      amountPence: back,
      orderId: input.orderId,
      at: input.now,
    });
    left -= back;
    returned += back;
  }
  return returned;
}
