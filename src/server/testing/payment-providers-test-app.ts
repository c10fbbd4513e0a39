/**
 * One app per test file that pays through local fakes of Stripe and PayPal (the real SDK and
 * client talk to them): the payment, refund and cancelled-order tests each started the fakes,
 * built the app with their settings and closed all three after.
 */
import { type FakePaypal, fakePaypalEnv, startFakePaypal } from "./fake-paypal-server";
import { type FakeStripe, fakeStripeEnv, startFakeStripe } from "./fake-stripe-server";
import {
  buildFileTestApp,
  builtForTestFile,
  type FileTestApp,
  type FileTestAppOptions,
} from "./set-up-test-app";

export type PaymentProvidersTestApp = FileTestApp & { stripe: FakeStripe; paypal: FakePaypal };

export interface PaymentProvidersOptions extends FileTestAppOptions {
  /** Which fakes the app is configured with; both are started, so `t.stripe` and `t.paypal` exist. */
  providers: ("stripe" | "paypal")[];
  /** STRIPE_WEBHOOK_SECRET, for tests that sign webhooks. */
  stripeWebhookSecret?: string;
}

/** Like setUpTestApp, with env pointing at the fake providers named in `providers`. */
export function setUpPaymentProvidersTestApp(options: PaymentProvidersOptions): PaymentProvidersTestApp {
  const { providers, stripeWebhookSecret, ...appOptions } = options;
  return builtForTestFile("setUpPaymentProvidersTestApp", async () => {
    const stripe = await startFakeStripe();
    const paypal = await startFakePaypal();
    const closeFakes = async () => {
      await stripe.close();
      await paypal.close();
    };
    let t: FileTestApp;
    try {
      t = await buildFileTestApp({
        ...appOptions,
        env: {
          ...(providers.includes("stripe") ? fakeStripeEnv(stripe, stripeWebhookSecret) : {}),
          ...(providers.includes("paypal") ? fakePaypalEnv(paypal) : {}),
          ...appOptions.env,
        },
      });
    } catch (error) {
      await closeFakes();
      throw error;
    }
    return {
      ...t,
      stripe,
      paypal,
      close: async () => {
        await t.close();
        await closeFakes();
      },
    };
  });
}
