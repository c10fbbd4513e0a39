import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type Stripe from "stripe";
import { z } from "zod";
import { onlineOrders, processedWebhookEvents } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { constructStripeEvent } from "../../lib/stripe-client";
import { markOrderPaid } from "./payment-recording.service";
import { verifyStripeIntent } from "./stripe-payments.service";

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
      let event: Stripe.Event;
      try {
        event = constructStripeEvent(request.body, signature, secret);
      } catch {
        throw new HttpError(400, "Invalid Stripe signature");
      }

      const [seen] = await app.deps.db
        .select()
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, event.id));
      if (seen) return { received: true, duplicate: true };

      if (event.type === "payment_intent.succeeded") {
        await recordSucceededIntent(event.data.object);
      }
      // Recorded after handling, so an event that failed half-way is handled again on redelivery;
      // markOrderPaid is idempotent, so that repeat is harmless.
      await app.deps.db
        .insert(processedWebhookEvents)
        .values({ id: event.id, provider: "stripe", processedAt: app.deps.now() })
        .onConflictDoNothing();
      return { received: true };
    },
  );

  async function recordSucceededIntent(intent: Stripe.PaymentIntent): Promise<void> {
    const orderId = Number(intent.metadata?.order_id);
    if (!Number.isInteger(orderId) || orderId <= 0) {
      app.log.warn({ intent: intent.id }, "Stripe webhook: payment without an order id");
      return;
    }
    const [order] = await app.deps.db.select().from(onlineOrders).where(eq(onlineOrders.id, orderId));
    if (!order) {
      app.log.warn({ intent: intent.id, orderId }, "Stripe webhook: unknown order");
      return;
    }
    try {
      const { outcome } = await markOrderPaid(app.deps, verifyStripeIntent(intent, order));
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
