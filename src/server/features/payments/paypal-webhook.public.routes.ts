import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { singleLineText } from "@shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { cancelVouchersPaidBy } from "../gift-vouchers/gift-vouchers-owner.service";
import { requirePaypal } from "./payment-providers.service";
import { callPaypal } from "./paypal-payments.service";

/** What this handler reads of an event; the signature proves PayPal sent it, not its shape. */
const PaypalEventSchema = z.looseObject({
  id: singleLineText().min(1).max(255),
  event_type: singleLineText().min(1).max(100),
  resource: z.looseObject({
    id: singleLineText().min(1).max(255),
    links: z.array(z.looseObject({ href: z.string().max(2000), rel: z.string().max(50) })).optional(),
  }),
});
type PaypalEvent = z.infer<typeof PaypalEventSchema>;

const SIGNATURE_HEADERS = {
  authAlgo: "paypal-auth-algo",
  certUrl: "paypal-cert-url",
  transmissionId: "paypal-transmission-id",
  transmissionSig: "paypal-transmission-sig",
  transmissionTime: "paypal-transmission-time",
} as const;

/**
 * The capture a refund or reversal took money back from. A refund's resource is the refund, and
 * names its capture by the "up" link; a reversal's (a chargeback) is the capture itself.
 */
function refundedCaptureId(event: PaypalEvent): string | null {
  if (event.event_type === "PAYMENT.CAPTURE.REVERSED") return event.resource.id;
  if (event.event_type !== "PAYMENT.CAPTURE.REFUNDED") return null;
  const up = event.resource.links?.find((l) => l.rel === "up")?.href ?? "";
  return /\/v2\/payments\/captures\/([A-Za-z0-9-]+)$/.exec(up)?.[1] ?? null;
}

/**
 * Mounted at /api/webhooks. A gift voucher whose PayPal purchase was refunded (from PayPal's own
 * pages) or reversed is cancelled, as the Stripe webhook does for cards (issue 38). PayPal checks
 * the delivery's signature for us (verify-webhook-signature) against the endpoint's webhook id.
 * Cancelling is idempotent, so a redelivered event changes nothing and needs no record.
 */
export const paypalWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/paypal",
    {
      config: { rateLimit: { max: 300, timeWindow: "1 minute" } },
      schema: { response: { 200: z.object({ received: z.boolean() }) } },
    },
    async (request) => {
      const webhookId = app.deps.env.PAYPAL_WEBHOOK_ID;
      if (!webhookId) throw new HttpError(404, "PayPal webhooks are not configured");
      const paypal = requirePaypal(app.deps.env);
      const headers = Object.fromEntries(
        Object.entries(SIGNATURE_HEADERS).map(([key, name]) => [key, request.headers[name]]),
      );
      if (Object.values(headers).some((v) => typeof v !== "string" || v.length > 2000)) {
        throw new HttpError(400, "Missing PayPal signature");
      }
      const verified = await callPaypal(() =>
        paypal.verifyWebhookSignature({
          ...(headers as Record<keyof typeof SIGNATURE_HEADERS, string>),
          webhookId,
          event: request.body,
        }),
      );
      if (!verified) throw new HttpError(400, "Invalid PayPal signature");
      const parsed = PaypalEventSchema.safeParse(request.body);
      if (!parsed.success) throw new HttpError(400, "Unexpected PayPal event");
      const captureId = refundedCaptureId(parsed.data);
      if (captureId) {
        const cancelled = await cancelVouchersPaidBy(app.deps.db, captureId, {
          userId: null,
          username: "PayPal",
          via: "POST /api/webhooks/paypal",
          at: app.deps.now(),
        });
        if (cancelled > 0) app.log.info({ event: parsed.data.id, cancelled }, "Refunded voucher cancelled");
      }
      return { received: true };
    },
  );
};
