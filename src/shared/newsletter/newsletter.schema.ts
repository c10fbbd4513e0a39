/**
 * The newsletter's contract (issue 27, decision 0031): the public sign-up with double opt-in, the
 * one-click unsubscribe, a customer's own choice, and what owners write, preview and send.
 */
import { z } from "zod";
import { multiLineText, singleLineText } from "../text.schema";

export const NEWSLETTER_SIGN_UP_MESSAGE =
  "Thank you! Please check your inbox and confirm your subscription with the link we sent.";
export const NEWSLETTER_CONFIRMED_MESSAGE = "Thank you: you are subscribed to our newsletter.";
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE =
  "You are unsubscribed: you will receive no more newsletters from us.";
export const NEWSLETTER_BAD_LINK_MESSAGE = "This link is invalid or has expired.";

const email = singleLineText()
  .min(1, "Email is required")
  .max(255, "Email must be at most 255 characters")
  .pipe(z.email("Please enter a valid email address"));

export const NewsletterSignUpSchema = z.object({
  email,
  /** Optional: "Dear Asha," rather than "Hello,". */
  firstName: singleLineText().max(50, "Name must be at most 50 characters").optional(),
});
export type NewsletterSignUp = z.input<typeof NewsletterSignUpSchema>;

/** A link's secret: the confirmation link's, or the unsubscribe link's. */
export const NewsletterTokenSchema = z.object({
  token: z.string(NEWSLETTER_BAD_LINK_MESSAGE).regex(/^[A-Za-z0-9_-]{20,64}$/, NEWSLETTER_BAD_LINK_MESSAGE),
});

/** A signed-in customer's own choice, in their account. */
export const CustomerNewsletterSchema = z.object({
  /** Confirmed and not unsubscribed: newsletters reach them. */
  subscribed: z.boolean(),
  /** A confirmation email is waiting to be answered. */
  pending: z.boolean(),
});
export type CustomerNewsletter = z.infer<typeof CustomerNewsletterSchema>;
export const CustomerNewsletterUpdateSchema = z.object({ subscribed: z.boolean() });

/** What an owner writes: a subject, the text, and optionally a running promotion with its terms. */
export const NewsletterDraftSchema = z.object({
  subject: singleLineText().min(1, "Subject is required").max(150, "Subject must be at most 150 characters"),
  text: multiLineText().min(1, "Text is required").max(20_000, "Text must be at most 20000 characters"),
  promotionId: z.number().int().positive().nullable().optional(),
});
export type NewsletterDraft = z.input<typeof NewsletterDraftSchema>;

export const NewsletterTestSchema = NewsletterDraftSchema.extend({
  /** The owner's own address: staff accounts hold no email, so the owner says where. */
  to: email,
});
export type NewsletterTest = z.input<typeof NewsletterTestSchema>;

export const NewsletterPreviewSchema = z.object({ subject: z.string(), text: z.string() });
export type NewsletterPreview = z.infer<typeof NewsletterPreviewSchema>;

export const NewsletterSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(["sending", "sent"]),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  /** Subscribers who unsubscribed after it started: not sent to. */
  skippedCount: z.number().int(),
  sentBy: z.string(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Newsletter = z.infer<typeof NewsletterSchema>;

export const NewsletterOverviewSchema = z.object({
  subscribers: z.object({
    confirmed: z.number().int(),
    pending: z.number().int(),
    unsubscribed: z.number().int(),
  }),
  newsletters: z.array(NewsletterSchema),
});
export type NewsletterOverview = z.infer<typeof NewsletterOverviewSchema>;
