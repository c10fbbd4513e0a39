/**
 * Data rights (UK GDPR articles 15, 17 and 20; decision 0030): a diner downloads what the
 * restaurant holds about them and deletes their account; an owner does both for a diner's email
 * on request.
 */
import { z } from "zod";
import { singleLineText } from "../text.schema";

/** The signed-in diner confirms deletion by typing their email or their password. */
export const DeleteOwnAccountSchema = z.object({
  confirm: singleLineText()
    .min(1, "Type your email address or password to confirm")
    .max(255, "Type your email address or password to confirm"),
});

export const DELETE_CONFIRM_MISMATCH = "That is not your email address or password, so nothing was deleted.";

const EmailSchema = z
  .email("Please enter a valid email address")
  .max(255, "Please enter a valid email address")
  .transform((v) => v.trim());

/** The owner names the diner by email. */
export const DataRequestSchema = z.object({ email: EmailSchema });

/** The owner types the email twice: deleting cannot be undone. */
export const DataDeletionRequestSchema = z
  .object({ email: EmailSchema, confirmEmail: z.string().max(255) })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.trim().toLowerCase(), {
    message: "Confirm email: type the same email address again",
    path: ["confirmEmail"],
  });

export const DataDeletionResultSchema = z.object({
  message: z.string(),
  accountDeleted: z.boolean(),
  ordersAnonymised: z.number().int(),
  bookingsAnonymised: z.number().int(),
  reviewsDeleted: z.number().int(),
});
export type DataDeletionResult = z.infer<typeof DataDeletionResultSchema>;

export const NOTHING_HELD_MESSAGE = "We hold no account, orders or bookings for that email address.";
