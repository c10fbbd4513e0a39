/**
 * What the pages, mails, tickets and the printed menu say about the restaurant, worked out from its
 * stored details (restaurant-details.schema.ts; decision 0042). No restaurant's name, phone or
 * address is written in the code: the sample restaurant's live in the demo seed.
 */
import type { RestaurantDetails } from "./restaurant-details.schema";

/** Said wherever the name would be before the owner has confirmed the details. */
export const SITE_BEING_SET_UP = "This site is being set up";

/** "3 Mill Lane, York YO1 7HH". */
export function formatRestaurantAddress(d: Pick<RestaurantDetails, "street" | "town" | "postcode">): string {
  return `${d.street}, ${d.town} ${d.postcode}`;
}

/** The phone in E.164 ("+441904000000"), for tel: links and schema.org. */
export function toInternationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("44")) return `+${digits}`;
  return `+44${digits.replace(/^0/, "")}`;
}

export function phoneHref(phone: string): string {
  return `tel:${toInternationalPhone(phone)}`;
}

/** The food hygiene rating's public page (the badge links there). */
export function hygieneRatingUrl(fhrsId: string): string {
  return `https://ratings.food.gov.uk/business/${encodeURIComponent(fhrsId)}`;
}

/** Who the diner deals with in law: the company when there is one, else the trading name. */
export function describeController(d: RestaurantDetails): string {
  const trading = d.tradingName || d.name;
  if (!d.companyName) return trading;
  const number = d.companyNumber ? `, company number ${d.companyNumber}` : "";
  return `${d.companyName}${number}, trading as ${trading}`;
}

/** The name mail is sent under. */
export function mailSenderName(d: RestaurantDetails): string {
  return d.mailSenderName || d.name;
}

/**
 * Words in a mail (or its calendar file) that stand for the restaurant's details: the templates
 * write these, and the mail is filled from the details when it is queued (server lib/mail.ts), so
 * every message states the details of the moment, and an install not yet set up states none.
 */
export const MAIL_FACT = {
  name: "⟦name⟧",
  address: "⟦address⟧",
  /** "call us on 01904 000000" */
  callUs: "⟦call-us⟧",
  /** The name, address and phone, one a line, at the foot of a diner's message. */
  signature: "⟦signature⟧",
} as const;

export function fillMailFacts(text: string, d: RestaurantDetails | null): string {
  const address = d ? formatRestaurantAddress(d) : "the restaurant";
  const callUs = d ? `call us on ${d.phone}` : "contact us";
  const signature = d ? [d.name, address, `Phone: ${d.phone}`].join("\n") : "";
  return text
    .replaceAll(MAIL_FACT.name, d ? d.name : "the restaurant")
    .replaceAll(MAIL_FACT.address, address)
    .replaceAll(MAIL_FACT.callUs, callUs)
    .replaceAll(MAIL_FACT.signature, signature);
}
