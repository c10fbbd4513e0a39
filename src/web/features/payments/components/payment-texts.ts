/** Spec section 8's payment texts, quoted exactly. */
export const PAYMENT_ERROR_TEXT = "There was an error processing your payment. Please try again.";
export const PAYMENT_FORM_ERROR_TEXT = "Unable to load payment form. Please try again.";
export const NO_CLIENT_SECRET_TEXT = "Failed to create payment intent";
