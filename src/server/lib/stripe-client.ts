/**
 * The real Stripe SDK, configured from the environment. STRIPE_API_BASE points it elsewhere (tests
 * run it against a local fake of the PaymentIntent and Refund endpoints).
 */
import Stripe from "stripe";
import type { Env } from "../env";

export function createStripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000 };
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    config.host = base.hostname;
    config.protocol = base.protocol.replace(":", "") as "http" | "https";
    config.port = base.port || (base.protocol === "https:" ? 443 : 80);
  }
  return new Stripe(env.STRIPE_SECRET_KEY, config);
}

/** Verifies a webhook's signature (throws when it does not match) and parses the event. */
export function constructStripeEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature, secret);
}
