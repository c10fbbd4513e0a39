import { z } from "zod";

/**
 * Proving an account's email (decision 0039): orders placed as a guest with that email join the
 * account, with their points, once a link mailed to it is opened.
 */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** A new link is mailed at most this often for one account, however often it signs in or asks. */
export const EMAIL_VERIFICATION_RESEND_MS = 10 * 60 * 1000;

export const INVALID_VERIFICATION_LINK =
  "This confirmation link is not valid or has expired. Sign in to your account to get a new one.";
export const USED_VERIFICATION_LINK = "This confirmation link has already been used.";

export const VerifyEmailRequestSchema = z.object({
  token: z.string().trim().min(1, INVALID_VERIFICATION_LINK).max(200, INVALID_VERIFICATION_LINK),
});

export const VerifyEmailResponseSchema = z.object({
  message: z.string(),
  /** Orders placed as a guest that joined the account now. */
  linkedOrders: z.number().int(),
  /** Loyalty points those orders' payments added. */
  pointsAdded: z.number().int(),
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

/** The account page's line about orders placed as a guest with the account's email. */
export const GuestOrdersSchema = z.object({
  /** Orders placed with this email without signing in, not yet on the account. */
  waiting: z.number().int(),
  emailVerified: z.boolean(),
});
export type GuestOrders = z.infer<typeof GuestOrdersSchema>;

export const SendVerificationResponseSchema = z.object({ message: z.string() });
