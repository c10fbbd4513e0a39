import { z } from "zod";
import {
  DELIVERY_PLATFORMS,
  type DeliveryPlatformId,
  type RestaurantDetails,
  RestaurantDetailsInputSchema,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from "@shared/restaurant/restaurant-details.schema";
import { into } from "@web/lib/form-schema";

/**
 * What the details form holds: text for every field, one link per social network and delivery app
 * (blank = none), a rating of "" for none. It becomes the shared schema's input, so the browser and
 * the server refuse the same details with the same words.
 */
const text = z.string();
export const RestaurantDetailsFormSchema = z
  .object({
    name: text,
    description: text,
    street: text,
    town: text,
    postcode: text,
    phone: text,
    email: text,
    website: text,
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, text])) as Record<SocialNetwork, typeof text>,
    ),
    delivery: z.object(
      Object.fromEntries(DELIVERY_PLATFORMS.map((p) => [p, text])) as Record<DeliveryPlatformId, typeof text>,
    ),
    hygieneRating: text,
    fhrsId: text,
    hygieneRatingDate: text,
    tradingName: text,
    companyName: text,
    companyNumber: text,
    vatNumber: text,
    registeredAddress: text,
    mailSenderName: text,
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
  const link = <K extends string>(keys: readonly K[], find: (k: K) => string | undefined) =>
    Object.fromEntries(keys.map((k) => [k, find(k) ?? ""])) as Record<K, string>;
  return {
    name: d?.name ?? "",
    description: d?.description ?? "",
    street: d?.street ?? "",
    town: d?.town ?? "",
    postcode: d?.postcode ?? "",
    phone: d?.phone ?? "",
    email: d?.email ?? "",
    website: d?.website ?? "",
    social: link(SOCIAL_NETWORKS, (n) => d?.socialLinks.find((l) => l.network === n)?.url),
    delivery: link(DELIVERY_PLATFORMS, (p) => d?.deliveryLinks.find((l) => l.platform === p)?.url),
    hygieneRating: d?.hygieneRating ?? "",
    fhrsId: d?.fhrsId ?? "",
    hygieneRatingDate: d?.hygieneRatingDate ?? "",
    tradingName: d?.tradingName ?? "",
    companyName: d?.companyName ?? "",
    companyNumber: d?.companyNumber ?? "",
    vatNumber: d?.vatNumber ?? "",
    registeredAddress: d?.registeredAddress ?? "",
    mailSenderName: d?.mailSenderName ?? "",
  };
}
