import { z } from "zod";
import {
  DELIVERY_PLATFORMS,
  type RestaurantDetails,
  RestaurantDetailsInputSchema,
  SOCIAL_NETWORKS,
} from "@shared/restaurant/restaurant-details.schema";
import { into } from "@web/lib/form-schema";

/**
 * What the details form holds: text for every field, one link per social network and delivery app
 * (blank = none), a rating of "" for none. It becomes the shared schema's input, so the browser and
 * the server refuse the same details with the same words.
 */
const text = z.string();

/** The details that are one text box each, kept as the stored text (blank when unset). */
const TEXT_FIELDS = [
  "name",
  "description",
  "street",
  "town",
  "postcode",
  "phone",
  "email",
  "website",
  "fhrsId",
  "tradingName",
  "companyName",
  "companyNumber",
  "vatNumber",
  "registeredAddress",
  "mailSenderName",
] as const satisfies readonly (keyof RestaurantDetails)[];

/** One text field per key: the details' boxes, the social networks' and the delivery apps' links. */
function textFields<K extends string>(keys: readonly K[]) {
  return Object.fromEntries(keys.map((k) => [k, text])) as Record<K, typeof text>;
}

/** The same keys' starting texts, blank for what is not stored. */
function textValues<K extends string>(keys: readonly K[], find: (k: K) => string | null | undefined) {
  return Object.fromEntries(keys.map((k) => [k, find(k) ?? ""])) as Record<K, string>;
}

export const RestaurantDetailsFormSchema = z
  .object({
    ...textFields(TEXT_FIELDS),
    social: z.object(textFields(SOCIAL_NETWORKS)),
    delivery: z.object(textFields(DELIVERY_PLATFORMS)),
    // "" for none, as the select offers it.
    hygieneRating: text,
    hygieneRatingDate: text,
  })
  .transform(({ social, delivery, hygieneRating, hygieneRatingDate, ...rest }) => ({
    ...rest,
    socialLinks: SOCIAL_NETWORKS.filter((n) => social[n].trim() !== "").map((n) => ({
      network: n,
      url: social[n].trim(),
    })),
    deliveryLinks: DELIVERY_PLATFORMS.filter((p) => delivery[p].trim() !== "").map((p) => ({
      platform: p,
      url: delivery[p].trim(),
    })),
    hygieneRating: hygieneRating === "" ? null : hygieneRating,
    hygieneRatingDate: hygieneRatingDate === "" ? null : hygieneRatingDate,
  }))
  // A link's message lands on its network's or app's field.
  .transform(into(RestaurantDetailsInputSchema));
export type RestaurantDetailsFormValues = z.input<typeof RestaurantDetailsFormSchema>;

/** The form's starting values: the stored details, or blanks on a fresh install. */
export function toDetailsFormValues(d: RestaurantDetails | null): RestaurantDetailsFormValues {
  return {
    ...textValues(TEXT_FIELDS, (k) => d?.[k]),
    social: textValues(SOCIAL_NETWORKS, (n) => d?.socialLinks.find((l) => l.network === n)?.url),
    delivery: textValues(DELIVERY_PLATFORMS, (p) => d?.deliveryLinks.find((l) => l.platform === p)?.url),
    hygieneRating: d?.hygieneRating ?? "",
    hygieneRatingDate: d?.hygieneRatingDate ?? "",
  };
}
