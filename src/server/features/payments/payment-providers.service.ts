import type Stripe from "stripe";
import type { PaymentConfig } from "@shared/payments/payment.schema";
import type { Env } from "../../env";
import { HttpError } from "../../lib/http-error";
import { createPaypalClient, type PaypalClient } from "../../lib/paypal-client";
import { createStripeClient } from "../../lib/stripe-client";

export interface PaymentProviders {
  stripe: Stripe | null;
  paypal: PaypalClient | null;
  /** Simulated payments: only in demo mode (never in production) and with no provider keys. */
  testMode: boolean;
}

// One set of clients per configuration, so PayPal's access token is reused across requests.
const providersByEnv = new WeakMap<Env, PaymentProviders>();

export function getPaymentProviders(env: Env): PaymentProviders {
  let providers = providersByEnv.get(env);
  if (!providers) {
    const stripe = createStripeClient(env);
    const paypal = createPaypalClient(env);
    providers = { stripe, paypal, testMode: !stripe && !paypal && env.DEMO_MODE };
    providersByEnv.set(env, providers);
  }
  return providers;
}

/** What the payment section may offer: a provider needs both its server and browser keys. */
export function getPaymentConfig(env: Env): PaymentConfig {
  const { stripe, paypal, testMode } = getPaymentProviders(env);
  const stripePublishableKey = stripe ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
  const paypalClientId = paypal ? (env.PAYPAL_CLIENT_ID ?? null) : null;
  return {
    stripePublishableKey,
    paypalClientId,
    testMode,
    available: testMode || stripePublishableKey !== null || paypalClientId !== null,
  };
}

export function requireStripe(env: Env): Stripe {
  const { stripe } = getPaymentProviders(env);
  if (!stripe) throw new HttpError(400, "Card payments are not available. Please pay when you collect.");
  return stripe;
}

export function requirePaypal(env: Env): PaypalClient {
  const { paypal } = getPaymentProviders(env);
  if (!paypal) throw new HttpError(400, "PayPal is not available. Please pay when you collect.");
  return paypal;
}
