import { HttpError } from "../../lib/http-error";
import { isStripeError } from "../../lib/stripe-client";

/** A Stripe SDK error as the client should see it: 400 for the card's or request's fault, else 502. */
export function providerError(error: unknown, fallback: string): HttpError {
  if (error instanceof HttpError) return error;
  if (isStripeError(error)) {
    if (error.type === "StripeCardError" || error.type === "StripeInvalidRequestError") {
      return new HttpError(400, error.message || fallback);
    }
    return new HttpError(502, `${fallback}: ${error.message}`);
  }
  return new HttpError(502, fallback);
}
