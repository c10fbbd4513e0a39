/**
 * Catering requests (issue 39 item 3, decision 0056): priced by the server from the owner's
 * catering menu, refused below the minimum or inside the lead time, with catering codes (FIRST15)
 * judged against the address's earlier requests; then confirmed or declined by the owner, and paid.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  type CateringDecision,
  type CateringOffer,
  type CateringOrder,
  type CateringQuote,
  type CateringQuoteRequest,
  CateringQuoteRequestSchema,
  type CateringRequest,
  CateringRequestSchema,
  type CateringStatus,
} from "@shared/catering/catering.schema";
import {
  belowMinimumPence,
  cateringAmountsDue,
  cateringDepositPence,
  eventInstant,
  leadTimeProblem,
  minimumMessage,
  priceCateringLines,
} from "@shared/catering/catering-pricing";
import { INVALID_POSTCODE_MESSAGE, readPostcode } from "@shared/delivery/postcodes";
import type { CustomerFacts } from "@shared/offers/promotion";
import { applyPromotions } from "@shared/offers/promotion-pricing";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { orderVat, type VatByRate, vatOnFee } from "@shared/vat/vat";
import type { AppDeps } from "../../app-deps";
import type { Db, DbTransaction } from "../../db/client";
import { cateringLinks, cateringOrders, cateringPayments, offers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { queueMail } from "../../lib/mail";
import { type AuditActor, writeAudit } from "../audit-log/audit-writer.service";
import { findPromotionByCode, loadPromotions } from "../offers/offers.queries";
import { getPaymentConfig } from "../payments/payment-providers.service";
import { readVatRegistration } from "../vat/vat.service";
import {
  cateringDecidedMail,
  cateringPaidMail,
  cateringReceivedMail,
  cateringRequestForRestaurant,
} from "./catering.mail";
import {
  type CateringOrderRow,
  countEarlierCateringOrders,
  loadCateringMenu,
  loadCateringSettings,
} from "./catering.queries";

type Reader = Db | DbTransaction;

export const cateringReference = (id: number) => `CAT-${String(id).padStart(4, "0")}`;

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * A new link to the diner's page for one mail (as bookings do): the secret rides in the fragment,
 * so it never reaches a server log; each link stays valid, so an earlier mail's still opens it.
 */
export async function createCateringLink(tx: DbTransaction, publicUrl: string, id: number, at: Date) {
  const token = randomBytes(24).toString("base64url");
  await tx.insert(cateringLinks).values({ tokenHash: hashToken(token), cateringOrderId: id, createdAt: at });
  return { token, link: `${publicUrl}/catering/requests/${id}#${token}` };
}

interface Priced {
  quote: CateringQuote;
  offerId: number | null;
  vatByRate: VatByRate[];
  depositPercent: number;
}

/**
 * Prices a request as the server will store it. `strict` (placing it) turns each problem into a
 * 400 with its words; a quote returns the figures with the problems for the form to show.
 */
async function priceRequest(
  db: Reader,
  now: Date,
  request: ReturnType<typeof CateringQuoteRequestSchema.parse>,
) {
  const settings = await loadCateringSettings(db);
  if (!settings.enabled) throw new HttpError(409, "Catering orders are not taken online at the moment");
  const tooSoon = leadTimeProblem(request.eventDate, request.eventTime, now, settings.leadTimeHours);
  if (tooSoon) throw new HttpError(400, tooSoon);
  if (request.fulfilment === "delivery" && !settings.deliveryOffered)
    throw new HttpError(400, "We do not deliver catering orders: choose collection");
  const menu = await loadCateringMenu(db);
  const lines = priceCateringLines(menu, request.lines);
  if (!lines.ok) throw new HttpError(400, lines.message);

  // Catering codes are priced at the event, as a pre-order is (decision 0052).
  const at = eventInstant(request.eventDate, request.eventTime);
  const promotions = await loadPromotions(db, at);
  if (request.couponCode && !promotions.some((p) => p.code === request.couponCode)) {
    const coded = await findPromotionByCode(db, request.couponCode);
    if (coded) promotions.push(coded);
  }
  // A first-order code asks about this address's earlier catering requests, not an account.
  const customer: CustomerFacts = {
    id: 0,
    earlierOrders: request.email ? await countEarlierCateringOrders(db, request.email) : 0,
    dateOfBirth: null,
    usesByPromotion: {},
    loyaltyPoints: 0,
  };
  const pricing = applyPromotions({
    lines: lines.lines.map((l) => ({
      menuItemId: l.itemId,
      name: l.name,
      category: "catering",
      unitPricePence: l.unitPricePence,
      quantity: l.quantity,
    })),
    promotions,
    now: at,
    code: request.couponCode,
    customer,
    channel: "catering",
    fulfilment: request.fulfilment,
  });
  const deliveryChargePence = request.fulfilment === "delivery" ? settings.deliveryChargePence : 0;
  const totalPence = pricing.totalPence + deliveryChargePence;
  const registration = await readVatRegistration(db);
  const food = orderVat(
    lines.lines.map((l) => ({
      key: String(l.itemId),
      grossPence: l.linePence,
      rateBasisPoints: registration.registered ? l.vatRateBasisPoints : 0,
    })),
    pricing.discountPence,
  );
  const feeRate = registration.registered ? registration.deliveryFeeRateBasisPoints : 0;
  const vatByRate = mergeRates(food.byRate, deliveryChargePence, feeRate);
  const applied = pricing.lines[0] ?? null;
  const quote: CateringQuote = {
    lines: lines.lines,
    subtotalPence: pricing.subtotalPence,
    discountPence: pricing.discountPence,
    discountTitle: pricing.lines.length > 0 ? pricing.lines.map((l) => l.title).join(", ") : null,
    couponCode: pricing.couponCode,
    couponError: pricing.couponError,
    deliveryChargePence,
    totalPence,
    depositPence: cateringDepositPence(totalPence, settings.depositPercent),
    belowMinimumPence: belowMinimumPence(pricing.subtotalPence, settings.minimumPence),
    headsCovered: lines.headsCovered,
  };
  return {
    quote,
    offerId: applied?.promotionId ?? null,
    vatByRate,
    depositPercent: settings.depositPercent,
    minimumPence: settings.minimumPence,
  } satisfies Priced & { minimumPence: number };
}

function mergeRates(food: readonly VatByRate[], feePence: number, feeRate: number): VatByRate[] {
  const byRate = new Map(food.map((r) => [r.rateBasisPoints, { ...r }]));
  if (feePence > 0) {
    const fee = vatOnFee(feePence, feeRate);
    const r = byRate.get(feeRate) ?? { rateBasisPoints: feeRate, grossPence: 0, vatPence: 0, netPence: 0 };
    r.grossPence += feePence;
    r.vatPence += fee;
    r.netPence = r.grossPence - r.vatPence;
    byRate.set(feeRate, r);
  }
  return [...byRate.values()]
    .filter((r) => r.grossPence > 0)
    .sort((a, b) => b.rateBasisPoints - a.rateBasisPoints);
}

export async function quoteCatering(deps: Pick<AppDeps, "db" | "now">, body: CateringQuoteRequest) {
  const request = CateringQuoteRequestSchema.parse(body);
  return (await priceRequest(deps.db, deps.now(), request)).quote;
}

/**
 * Stores a request the diner sends: priced again here, refused below the minimum or with a code
 * that does not apply, one address at a time (so two tabs cannot both take a first-order code).
 */
export async function createCateringRequest(
  deps: Pick<AppDeps, "db" | "now" | "env">,
  body: CateringRequest,
): Promise<{ id: number; reference: string; token: string }> {
  const request = CateringRequestSchema.parse(body);
  let deliveryPostcode = "";
  if (request.fulfilment === "delivery") {
    if (!request.deliveryAddress.trim()) throw new HttpError(400, "Enter the address to deliver to");
    const postcode = readPostcode(request.deliveryPostcode);
    if (!postcode) throw new HttpError(400, INVALID_POSTCODE_MESSAGE);
    deliveryPostcode = postcode.postcode;
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`catering:${request.email}`}))`);
    const priced = await priceRequest(tx, now, request);
    const { quote } = priced;
    if (quote.belowMinimumPence > 0)
      throw new HttpError(400, minimumMessage(quote.subtotalPence, priced.minimumPence));
    if (request.couponCode && quote.couponError)
      throw new HttpError(400, `Code ${request.couponCode}: ${quote.couponError}`);
    if (priced.offerId !== null) {
      const [counted] = await tx
        .update(offers)
        .set({ currentRedemptions: sql`${offers.currentRedemptions} + 1` })
        .where(
          and(
            eq(offers.id, priced.offerId),
            sql`(${offers.maxRedemptions} IS NULL OR ${offers.currentRedemptions} < ${offers.maxRedemptions})`,
          ),
        )
        .returning({ id: offers.id });
      if (!counted) throw new HttpError(409, "The offer has just ended. Please review your request.");
    }
    const [inserted] = await tx
      .insert(cateringOrders)
      .values({
        eventDate: request.eventDate,
        eventTime: request.eventTime,
        guests: request.guests,
        fulfilment: request.fulfilment,
        contactName: request.contactName,
        email: request.email,
        phone: request.phone,
        companyName: request.companyName,
        billingAddress: request.billingAddress,
        deliveryAddress: request.fulfilment === "delivery" ? request.deliveryAddress : "",
        deliveryPostcode,
        notes: request.notes,
        lines: quote.lines,
        subtotalPence: quote.subtotalPence,
        discountPence: quote.discountPence,
        discountTitle: quote.discountTitle,
        couponCode: quote.couponCode,
        offerId: priced.offerId,
        deliveryChargePence: quote.deliveryChargePence,
        totalPence: quote.totalPence,
        vatByRate: priced.vatByRate,
        depositPercent: priced.depositPercent,
        depositPence: quote.depositPence,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error("catering insert returned nothing");
    const reference = cateringReference(inserted.id);
    const { token, link } = await createCateringLink(tx, deps.env.PUBLIC_URL, inserted.id, now);
    await queueMail(tx, cateringReceivedMail(inserted, reference, link));
    await queueMail(tx, {
      to: deps.env.RESTAURANT_EMAIL,
      ...cateringRequestForRestaurant(inserted, reference, `${deps.env.PUBLIC_URL}/admin`),
    });
    return { id: inserted.id, reference, token };
  });
}

export async function findCateringForDiner(db: Reader, id: number, token: string | undefined) {
  const [found] = token
    ? await db
        .select({ order: cateringOrders })
        .from(cateringLinks)
        .innerJoin(cateringOrders, eq(cateringOrders.id, cateringLinks.cateringOrderId))
        .where(and(eq(cateringLinks.cateringOrderId, id), eq(cateringLinks.tokenHash, hashToken(token))))
    : [];
  if (!found) throw new HttpError(404, "Catering request not found");
  return found.order;
}

export async function findCateringOrder(db: Reader, id: number) {
  const [row] = await db.select().from(cateringOrders).where(eq(cateringOrders.id, id));
  if (!row) throw new HttpError(404, "Catering request not found");
  return row;
}

async function paymentsOf(db: Reader, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(cateringPayments)
    .where(inArray(cateringPayments.cateringOrderId, [...ids]))
    .orderBy(asc(cateringPayments.paidAt), asc(cateringPayments.id));
}

function toOrder(row: CateringOrderRow, payments: Awaited<ReturnType<typeof paymentsOf>>): CateringOrder {
  return {
    id: row.id,
    reference: cateringReference(row.id),
    status: row.status,
    eventDate: row.eventDate,
    eventTime: row.eventTime,
    guests: row.guests,
    fulfilment: row.fulfilment,
    contactName: row.contactName,
    companyName: row.companyName,
    email: row.email,
    phone: row.phone,
    deliveryAddress: row.deliveryAddress,
    deliveryPostcode: row.deliveryPostcode,
    notes: row.notes,
    lines: row.lines,
    subtotalPence: row.subtotalPence,
    discountPence: row.discountPence,
    discountTitle: row.discountTitle,
    couponCode: row.couponCode,
    deliveryChargePence: row.deliveryChargePence,
    totalPence: row.totalPence,
    depositPence: row.depositPence,
    paidPence: row.paidPence,
    dueNow: row.status === "confirmed" ? cateringAmountsDue(row) : null,
    ownerMessage: row.ownerMessage,
    payments: payments
      .filter((p) => p.cateringOrderId === row.id)
      .map((p) => ({
        kind: p.kind,
        amountPence: p.amountPence,
        method: p.method,
        paidAt: p.paidAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function describeCateringOrder(db: Reader, row: CateringOrderRow) {
  return toOrder(row, await paymentsOf(db, [row.id]));
}

/** The owner's list: the days to come first (soonest first), then the rest, newest first. */
export async function listCateringOrders(db: Reader, now: Date, status: CateringStatus | "all") {
  const today = getLondonMoment(now).date;
  const rows = await db
    .select()
    .from(cateringOrders)
    .where(status === "all" ? undefined : eq(cateringOrders.status, status))
    .orderBy(desc(cateringOrders.eventDate), desc(cateringOrders.id))
    .limit(500);
  const coming = rows.filter((r) => r.eventDate >= today).reverse();
  const past = rows.filter((r) => r.eventDate < today);
  const payments = await paymentsOf(
    db,
    rows.map((r) => r.id),
  );
  return { orders: [...coming, ...past].map((r) => toOrder(r, payments)) };
}

/** The owner confirms (the diner is asked to pay) or declines (with the owner's words), once. */
export async function decideCatering(
  deps: Pick<AppDeps, "db" | "env">,
  id: number,
  decision: Required<CateringDecision>,
  actor: AuditActor,
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cateringOrders).where(eq(cateringOrders.id, id)).for("update");
    if (!row) throw new HttpError(404, "Catering request not found");
    if (row.status !== "requested")
      throw new HttpError(409, `This request is already ${row.status}: it cannot be decided again`);
    if (decision.decision === "decline" && !decision.message.trim())
      throw new HttpError(400, "Say why you are declining: the diner reads it in the mail");
    const status: CateringStatus = decision.decision === "confirm" ? "confirmed" : "declined";
    const [updated] = await tx
      .update(cateringOrders)
      .set({ status, ownerMessage: decision.message.trim(), decidedAt: actor.at, updatedAt: actor.at })
      .where(eq(cateringOrders.id, id))
      .returning();
    if (!updated) throw new Error("catering update returned nothing");
    await writeAudit(tx, {
      actor,
      kind: status === "confirmed" ? "catering.confirmed" : "catering.declined",
      subject: cateringReference(id),
      entityId: id,
      after: { message: updated.ownerMessage },
    });
    const { link } = await createCateringLink(tx, deps.env.PUBLIC_URL, id, actor.at);
    await queueMail(tx, cateringDecidedMail(updated, cateringReference(id), link));
    return describeCateringOrder(tx, updated);
  });
}

/**
 * Records a payment the provider confirmed (or the demo's simulated one) and mails the receipt.
 * The row is locked so two tabs paying at once cannot both count.
 */
export async function recordCateringPayment(
  deps: Pick<AppDeps, "db" | "env" | "now">,
  id: number,
  payment: { amountPence: number; method: string; paymentId: string | null },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cateringOrders).where(eq(cateringOrders.id, id)).for("update");
    if (!row) throw new HttpError(404, "Catering request not found");
    if (payment.paymentId) {
      const [seen] = await tx
        .select({ id: cateringPayments.id })
        .from(cateringPayments)
        .where(eq(cateringPayments.paymentId, payment.paymentId));
      if (seen) return describeCateringOrder(tx, row);
    }
    const due = row.status === "confirmed" ? cateringAmountsDue(row) : null;
    if (!due) throw new HttpError(409, "Nothing is due on this catering order");
    if (payment.amountPence !== due.depositPence && payment.amountPence !== due.fullPence)
      throw new HttpError(409, "The amount due has changed: reload the page");
    const paidPence = row.paidPence + payment.amountPence;
    const kind = paidPence === row.totalPence ? (row.paidPence === 0 ? "full" : "balance") : "deposit";
    const at = deps.now();
    await tx.insert(cateringPayments).values({
      cateringOrderId: id,
      kind,
      amountPence: payment.amountPence,
      method: payment.method,
      paymentId: payment.paymentId,
      paidAt: at,
    });
    const [updated] = await tx
      .update(cateringOrders)
      .set({ paidPence, paymentProviderRef: null, paymentPendingPence: null, updatedAt: at })
      .where(eq(cateringOrders.id, id))
      .returning();
    if (!updated) throw new Error("catering update returned nothing");
    const { link } = await createCateringLink(tx, deps.env.PUBLIC_URL, id, at);
    await queueMail(tx, cateringPaidMail(updated, cateringReference(id), payment.amountPence, link));
    return describeCateringOrder(tx, updated);
  });
}

/** What the public form reads: the owner's terms, the dishes on offer, and how it may be paid. */
export async function getCateringOffer(deps: Pick<AppDeps, "db" | "env" | "now">): Promise<CateringOffer> {
  const settings = await loadCateringSettings(deps.db);
  const menu = await loadCateringMenu(deps.db);
  const payment = getPaymentConfig(deps.env);
  const earliest = new Date(deps.now().getTime() + settings.leadTimeHours * 3_600_000);
  return {
    ...settings,
    earliestDate: getLondonMoment(earliest).date,
    items: menu.filter((i) => i.isAvailable),
    payment: {
      testMode: payment.testMode,
      stripePublishableKey: payment.stripePublishableKey,
      paypalClientId: payment.paypalClientId,
    },
  };
}
