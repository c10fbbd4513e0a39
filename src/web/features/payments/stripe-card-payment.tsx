/**
 * The card tab: Stripe's Payment Element (card, Apple Pay, Google Pay, Klarna, Afterpay, as the
 * Stripe account enables). This module is loaded only when the tab shows, so Stripe.js is fetched
 * only on the payment view and only when a publishable key is configured.
 */
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { createPaymentIntent } from "./api/create-payment-intent";
import type { GuestOrder } from "./api/order-token";
import { updateOrderPayment } from "./api/update-order-payment";
import {
  NO_CLIENT_SECRET_TEXT,
  PAYMENT_ERROR_TEXT,
  PAYMENT_FORM_ERROR_TEXT,
} from "./components/payment-texts";

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string): Promise<Stripe | null> {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

/** What a card payment is for: how to get its PaymentIntent and how to tell the server it was paid. */
export interface CardPaymentTarget {
  /** A new intent is made when this changes (another order or voucher). */
  key: string;
  /** "£24.50", on the Pay button. */
  amountText: string;
  createIntent: () => Promise<{ clientSecret?: string; message?: string }>;
  /** The server verifies the succeeded PaymentIntent with Stripe and records the payment. */
  confirmPaid: (paymentIntentId: string) => Promise<void>;
}

interface StripePaymentFormProps {
  order: GuestOrder & { totalPence: number; totalAmount: string };
  publishableKey: string;
  onPaid: () => void;
}

/** The order's card tab (the confirmation view's payment section). */
export function StripePaymentForm({ order, publishableKey, onPaid }: StripePaymentFormProps) {
  const target: CardPaymentTarget = {
    // A new intent when the amount due changes (a gift voucher paid part of it).
    key: `order-${order.id}-${order.totalPence}`,
    amountText: order.totalAmount,
    createIntent: () => createPaymentIntent(order),
    confirmPaid: async (paymentId) => {
      await updateOrderPayment(order, { paymentId, paymentMethod: "stripe" });
    },
  };
  return <StripeCardPayment target={target} publishableKey={publishableKey} onPaid={onPaid} />;
}

type FormState =
  | { status: "loading" }
  | { status: "ready"; stripe: Stripe; clientSecret: string }
  | { status: "error"; detail: string };

const STRIPE_LOAD_FAILED = "The card payment service could not be reached.";

/** Stripe's Payment Element for any target: an order, or a gift voucher (issue 38). */
export function StripeCardPayment({
  target,
  publishableKey,
  onPaid,
}: {
  target: CardPaymentTarget;
  publishableKey: string;
  onPaid: () => void;
}) {
  const [state, setState] = useState<FormState>({ status: "loading" });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new intent only for another target or a retry.
  useEffect(() => {
    let cancelled = false;
    setState({ status: "loading" });
    const stripeLoaded = getStripe(publishableKey).catch((error: unknown) => {
      console.error("Stripe.js failed to load", error);
      stripeByKey.delete(publishableKey);
      return null;
    });
    Promise.all([stripeLoaded, target.createIntent()])
      .then(([stripe, result]) => {
        if (cancelled) return;
        if (!result.clientSecret) {
          setState({ status: "error", detail: result.message ?? NO_CLIENT_SECRET_TEXT });
        } else if (!stripe) {
          setState({ status: "error", detail: STRIPE_LOAD_FAILED });
        } else {
          setState({ status: "ready", stripe, clientSecret: result.clientSecret });
        }
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const detail = (error instanceof ApiError && error.serverMessage) || NO_CLIENT_SECRET_TEXT;
        setState({ status: "error", detail });
      });
    return () => {
      cancelled = true;
    };
  }, [target.key, publishableKey, attempt]);

  if (state.status === "loading") return <Spinner label="Loading payment form" />;
  if (state.status === "error") {
    return (
      <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-900 ring-1 ring-red-200">
        <p className="font-semibold">{PAYMENT_FORM_ERROR_TEXT}</p>
        <p className="text-sm">{state.detail}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <Elements
      stripe={state.stripe}
      options={{ clientSecret: state.clientSecret, appearance: { theme: "stripe" } }}
    >
      <CardCheckoutForm target={target} onPaid={onPaid} />
    </Elements>
  );
}

function CardCheckoutForm({ target, onPaid }: { target: CardPaymentTarget; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setSubmitting(true);
    try {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        redirect: "if_required",
        // Only redirecting methods use it, and the intents allow none (allow_redirects: "never").
        confirmParams: { return_url: window.location.href },
      });
      if (error) {
        toast.error("Payment Failed", { description: error.message ?? PAYMENT_ERROR_TEXT });
        return;
      }
      if (paymentIntent?.status !== "succeeded") {
        toast.error("Payment Failed", { description: PAYMENT_ERROR_TEXT });
        return;
      }
      await target.confirmPaid(paymentIntent.id);
      onPaid();
    } catch (error) {
      console.error("Card payment failed", error);
      toast.error("Payment Failed", {
        description: (error instanceof ApiError && error.serverMessage) || PAYMENT_ERROR_TEXT,
      });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-4">
      <PaymentElement options={{ layout: "tabs" }} />
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || submitting}>
        {submitting ? "Processing Payment..." : `Pay ${target.amountText}`}
      </Button>
    </form>
  );
}
