/**
 * The legal pages a UK restaurant's site needs (decision 0042). Their wording is the owner's (a
 * stored text; this sample is the default); the facts in them come from the restaurant's details
 * through the placeholders below, filled when the page is served, so the wording never states a
 * name, address or number of its own.
 *
 * The text is plain: a blank line between paragraphs, "## " starts a heading, "- " a list item,
 * and [words](/path) a link to a page of the site.
 */
import { z } from "zod";
import { describeController, formatRestaurantAddress } from "./restaurant-details";
import type { RestaurantDetails } from "./restaurant-details.schema";

export const LEGAL_PAGE_SLUGS = ["privacy", "terms", "allergens"] as const;
export type LegalPageSlug = (typeof LEGAL_PAGE_SLUGS)[number];

export const LEGAL_PAGE_TITLES: Record<LegalPageSlug, string> = {
  privacy: "Privacy Notice",
  terms: "Terms of Sale",
  allergens: "Allergen Information",
};

/** The placeholders a wording may use, and what fills them. */
export const LEGAL_PLACEHOLDERS = {
  "{controller}": (d: RestaurantDetails) => describeController(d),
  "{name}": (d: RestaurantDetails) => d.tradingName || d.name,
  "{address}": (d: RestaurantDetails) => formatRestaurantAddress(d),
  "{registeredAddress}": (d: RestaurantDetails) => d.registeredAddress || formatRestaurantAddress(d),
  "{email}": (d: RestaurantDetails) => d.email,
  "{phone}": (d: RestaurantDetails) => d.phone,
  "{vatNumber}": (d: RestaurantDetails) => d.vatNumber || "not VAT registered",
} as const;

export function fillLegalText(body: string, details: RestaurantDetails): string {
  let out = body;
  for (const [token, fill] of Object.entries(LEGAL_PLACEHOLDERS)) out = out.replaceAll(token, fill(details));
  return out;
}

export const LegalPageUpdateSchema = z.object({
  body: z.string().trim().min(20, "Write the page's wording (at least a sentence)").max(50_000),
});

/** GET /api/legal/:slug: the wording with the details filled in, or null before the details are confirmed. */
export const PublicLegalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS),
  title: z.string(),
  body: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type PublicLegalPage = z.infer<typeof PublicLegalPageSchema>;

/** The owner's view: the stored wording (with placeholders) and whether it is still the sample. */
export const OwnerLegalPageSchema = z.object({
  slug: z.enum(LEGAL_PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  isSample: z.boolean(),
});
export type OwnerLegalPage = z.infer<typeof OwnerLegalPageSchema>;

export const SAMPLE_LEGAL_TEXT: Record<LegalPageSlug, string> = {
  privacy: `## Who we are
This site is run by {controller}, {registeredAddress}. We are the controller of the personal data you give us here. Write to us at {email} or call {phone} about anything in this notice.

## What we collect and why
- Your name, phone number and email when you order or book a table: to make your order or keep your table, and to tell you about it (performing our contract with you).
- Your order history, loyalty points and date of birth if you create an account: to run your account and its rewards (contract; the date of birth only with your consent, for a birthday offer).
- Messages you send through the contact form: to answer them (our legitimate interest in replying).
- Your email for the newsletter, only after you confirm it: to send you news and offers (consent, which you can withdraw with the link in every newsletter).
- Payment details are entered with our payment providers, never stored by us.

## How long we keep it
Orders and bookings are kept for six years, as UK tax law requires for sales records. Contact messages are kept for one year. An account is kept until you delete it; newsletter addresses until you unsubscribe.

## Who else sees it
- Stripe and PayPal process card and PayPal payments as our processors or as controllers in their own right.
- Our email provider sends the messages about your order or booking.
We do not sell your data or share it for others' marketing.

## Your rights
You may ask for a copy of your data, have it corrected, object to its use or have it erased. Signed in, you can download your data and delete your account yourself on [your account page](/account). Otherwise write to {email}. You may complain to the Information Commissioner's Office (ico.org.uk).

## Cookies
We use a cookie to keep you signed in and your basket, which the site needs to work. Analytics cookies are set only if you accept them in the cookie dialog, and you can change your choice at any time.`,
  terms: `## Who you are dealing with
Orders and bookings on this site are with {controller}, {address}. VAT number: {vatNumber}. Contact: {email}, {phone}.

## Online orders
- Orders are for collection at the time you choose from the times offered. Your order is accepted when you receive the confirmation.
- Prices include VAT where it applies. The total shown at checkout is the amount you pay.
- If you pay online, payment is taken when you place the order. If we cannot make your order we will tell you and refund you in full.
- Food is made to order, so the right to cancel under the Consumer Contracts Regulations does not apply once we start preparing it. Call us as soon as possible if something is wrong and we will put it right.

## Table bookings
- A booking is confirmed when you receive the confirmation email. Larger parties are requests we confirm by email.
- You can cancel through the link in your confirmation up to the time it states. Please tell us if you cannot come.

## Allergies
Tell us about any allergy before you order or when you book; see our [allergen information](/allergens).

## The law
These terms are governed by the law of England and Wales. Nothing in them affects your statutory rights.`,
  allergens: `## The 14 allergens
Our dishes may contain any of the 14 allergens the law names: celery, cereals containing gluten, crustaceans, eggs, fish, lupin, milk, molluscs, mustard, tree nuts, peanuts, sesame, soya and sulphites. Each dish on our menu lists the allergens it contains.

## Cross-contamination
All our food is prepared in one kitchen where these allergens are handled, so we cannot guarantee that any dish is free of traces of them.

## Ask us
If you have an allergy or intolerance, please tell us before you order: call {phone} or write to {email}. Our staff can tell you what is in every dish.`,
};
