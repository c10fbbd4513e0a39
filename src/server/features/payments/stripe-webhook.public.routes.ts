import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { z } from "zod";
import { IdSchema, singleLineText } from "@shared/text.schema";
import { onlineOrders, processedWebhookEvents } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { constructStripeEvent } from "../../lib/stripe-client";
import { cancelVouchersPaidBy } from "../gift-vouchers/gift-vouchers-owner.service";
import { acceptVerifiedPayment } from "./late-payment.service";
import { verifyStripeIntent } from "./stripe-payments.service";

/**
 * What this handler reads of an event. The signature proves Stripe sent it, not that it has the
 * shape we expect (an API version change, a test event): anything else is refused with a 400.
 */
const StripeEventSchema = z.looseObject({
  id: singleLineText().min(1).max(255),
  type: singleLineText().min(1).max(100),
  data: z.looseObject({ object: z.looseObject({}) }),
});
const PaymentIntentSchema = z.looseObject({
  id: singleLineText().min(1).max(255),
  amount: z.number().int().min(0),
  amount_received: z.number().int().min(0).nullish(),
  currency: singleLineText().max(10),
  status: singleLineText().max(50),
  metadata: z.record(z.string(), z.string()).nullish(),
});
/** A refunded charge: the PaymentIntent it belonged to (a voucher's purchase is cancelled). */
const RefundedChargeSchema = z.looseObject({
  id: singleLineText().min(1).max(255),
  payment_intent: singleLineText().min(1).max(255).nullish(),
});
const UNEXPECTED_EVENT = "Unexpected Stripe event";

/**
 * Mounted at /api/webhooks. Stripe signs the exact bytes it sends, so this plugin (and only it)
 * keeps JSON bodies as a raw Buffer for the signature check.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    "/stripe",
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: { response: { 200: z.object({ received: z.boolean(), duplicate: z.boolean().optional() }) } },
    },
    async (request) => {
      const secret = app.deps.env.STRIPE_WEBHOOK_SECRET;
      if (!secret) throw new HttpError(404, "Stripe webhooks are not configured");
      const signature = request.headers["stripe-signature"];
      if (typeof signature !== "string" || !Buffer.isBuffer(request.body)) {
        throw new HttpError(400, "Missing Stripe signature");
      }
      let signed: unknown;
      try {
        signed = constructStripeEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, "Invalid Stripe signature");
      }
      const parsed = StripeEventSchema.safeParse(signed);
      if (!parsed.success) throw new HttpError(400, UNEXPECTED_EVENT);
      const event = parsed.data;

      const [seen] = await app.deps.db
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, event.id));
      if (seen) return { received: true, duplicate: true };

      if (event.type === "payment_intent.succeeded") {
        const intent = PaymentIntentSchema.safeParse(event.data.object);
        if (!intent.success) throw new HttpError(400, UNEXPECTED_EVENT);
        await recordSucceededIntent(intent.data as unknown as Stripe.PaymentIntent);
      }
      // A gift voucher whose purchase was refunded (from Stripe's dashboard) is cancelled (issue 38).
      if (event.type === "charge.refunded") {
        const charge = RefundedChargeSchema.safeParse(event.data.object);
        if (!charge.success) throw new HttpError(400, UNEXPECTED_EVENT);
        if (charge.data.payment_intent) {
          const cancelled = await cancelVouchersPaidBy(app.deps.db, charge.data.payment_intent, {
            userId: null,
            username: "Stripe",
            via: "POST /api/webhooks/stripe",
            at: app.deps.now(),
          });
          if (cancelled > 0)
            app.log.info({ charge: charge.data.id, cancelled }, "Refunded voucher cancelled");
        }
      }
      // Recorded after handling, so an event that failed half-way is handled again on redelivery;
      // acceptVerifiedPayment is idempotent, so that repeat is harmless.
      await app.deps.db
        .insert(processedWebhookEvents)
        .values({ id: event.id, provider: "stripe", processedAt: app.deps.now() })
        .onConflictDoNothing();
      return { received: true };
    },
  );

  async function recordSucceededIntent(intent: Stripe.PaymentIntent): Promise<void> {
    const parsedId = IdSchema.safeParse(Number(intent.metadata?.order_id));
    if (!parsedId.success) {
      app.log.warn({ intent: intent.id }, "Stripe webhook: payment without an order id");
      return;
    }
    const orderId = parsedId.data;
    const [order] = await app.deps.db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
    if (!order) {
      app.log.warn({ intent: intent.id, orderId }, "Stripe webhook: unknown order");
      return;
    }
    try {
      const { outcome } = await acceptVerifiedPayment(app.deps, verifyStripeIntent(intent, order));
      if (outcome === "paid_by_other_payment") {
        app.log.error({ intent: intent.id, orderId }, "Order paid twice: refund one of the payments");
      }
    } catch (error) {
      // A mismatch will not fix itself on redelivery: acknowledge it, and leave the order pending.
      if (!(error instanceof HttpError)) throw error;
      app.log.warn({ intent: intent.id, orderId, reason: error.message }, "Stripe webhook: payment refused");
    }
  }
};
