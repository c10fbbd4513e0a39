/**
 * The real Stripe SDK, configured from the environment. STRIPE_API_BASE points it elsewhere (tests
 * run it against a local fake of the PaymentIntent and Refund endpoints).
 */
import { createRequire } from "node:module";
import type Stripe from "stripe";
import type { Env } from "../env";

const require = createRequire(import.meta.url);
let stripeSdk: typeof Stripe | null = null;

/**
 * The SDK is loaded when first needed (a Stripe key is configured, a webhook arrives), not at
 * start-up: a site without card payments never uses it (~6 MB of resident memory).
 */
function loadStripe(): typeof Stripe {
  stripeSdk ??= require("stripe") as typeof Stripe;
  return stripeSdk;
}

/** An error the SDK raised (none can have been raised while it is not loaded). */
export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return stripeSdk !== null && error instanceof stripeSdk.errors.StripeError;
}

export function createStripeClient(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: 20_000 };
  if (env.STRIPE_API_BASE) {
    const base = new URL(env.STRIPE_API_BASE);
    config.host = base.hostname;
    config.protocol = base.protocol.replace(":", "") as "http" | "https";
    config.port = base.port || (base.protocol === "https:" ? 443 : 80);
  }
  const StripeSdk = loadStripe();
  return new StripeSdk(env.STRIPE_SECRET_KEY, config);
}

/** Verifies a webhook's signature (throws when it does not match) and parses the event. */
export function constructStripeEvent(payload: Buffer, signature: string, secret: string): Stripe.Event {
  return loadStripe().webhooks.constructEvent(payload, signature, secret);
}
