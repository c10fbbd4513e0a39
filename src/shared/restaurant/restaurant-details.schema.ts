import { isValid as isValidPostcode, toNormalised as normalisePostcode } from "postcode";
import { z } from "zod";

/**
 * The restaurant's own details (decision 0042): what the site, mails, tickets and the printed menu
 * say about who and where the restaurant is. The owner edits them in the admin; nothing in the
 * code states them.
 */

const line = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), "One line only");
const optionalLine = (max: number) => line(max).default("");
const httpsUrl = z
  .string()
  .trim()
  .max(300)
  .refine(
    (v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v),
    "Enter a web address starting with https://",
  );

/** A UK postcode, written the Royal Mail way ("YO1 7HH"); the `postcode` package knows the rules. */
const UkPostcodeSchema = z
  .string()
  .trim()
  .refine((v) => isValidPostcode(v), "Enter a UK postcode, for example YO1 7HH")
  .transform((v) => normalisePostcode(v) ?? v);

/** A UK phone number as diners dial it: digits and spaces, 10 or 11 digits starting with 0. */
const UkPhoneSchema = z
  .string()
  .trim()
  .refine((v) => /^\+?[\d ()-]+$/.test(v) && /^(0\d{9,10}|44\d{9,10})$/.test(v.replace(/\D/g, "")), {
    message: "Enter a UK phone number, for example 01904 000000",
  });

export const DELIVERY_PLATFORMS = ["deliveroo", "uber-eats", "just-eat"] as const;
export type DeliveryPlatformId = (typeof DELIVERY_PLATFORMS)[number];
export const DELIVERY_PLATFORM_NAMES: Record<DeliveryPlatformId, string> = {
  deliveroo: "Deliveroo",
  "uber-eats": "Uber Eats",
  "just-eat": "Just Eat",
};

export const SOCIAL_NETWORKS = ["facebook", "instagram", "tiktok", "x"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  x: "X",
};

/** The FHRS ratings England, Wales and Northern Ireland publish (0 to 5). */
export const HYGIENE_RATINGS = ["0", "1", "2", "3", "4", "5"] as const;
export const HYGIENE_RATING_WORDS: Record<(typeof HYGIENE_RATINGS)[number], string> = {
  "0": "Urgent improvement necessary",
  "1": "Major improvement necessary",
  "2": "Improvement necessary",
  "3": "Generally satisfactory",
  "4": "Good",
  "5": "Very good",
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date");

/** What the owner enters (PUT /api/admin/restaurant-details). */
export const RestaurantDetailsInputSchema = z
  .object({
    name: line(80).min(2, "Enter the restaurant's name"),
    description: optionalLine(200),
    street: line(120).min(3, "Enter the street address"),
    town: line(60).min(2, "Enter the town or city"),
    postcode: UkPostcodeSchema,
    phone: UkPhoneSchema,
    email: z.email("Enter an email address").max(200),
    website: httpsUrl.default(""),
    socialLinks: z
      .array(
        z.object({
          network: z.enum(SOCIAL_NETWORKS),
          url: httpsUrl.refine((v) => v !== "", "Enter the link"),
        }),
      )
      .max(SOCIAL_NETWORKS.length)
      .default([]),
    deliveryLinks: z
      .array(
        z.object({
          platform: z.enum(DELIVERY_PLATFORMS),
          url: httpsUrl.refine((v) => v !== "", "Enter the link"),
        }),
      )
      .max(DELIVERY_PLATFORMS.length)
      .default([]),
    hygieneRating: z.enum(HYGIENE_RATINGS).nullable().default(null),
    fhrsId: z
      .string()
      .trim()
      .regex(/^\d{0,10}$/, "The FHRS id is a number (from ratings.food.gov.uk)")
      .default(""),
    hygieneRatingDate: isoDate.nullable().default(null),
    tradingName: optionalLine(120),
    companyName: optionalLine(160),
    companyNumber: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2}\d{6}|\d{8})?$/, "A company number is 8 characters, for example 01234567 or SC123456")
      .default(""),
    vatNumber: z
      .string()
      .trim()
      .toUpperCase()
      .transform((v) => v.replace(/\s+/g, ""))
      .refine((v) => v === "" || /^(GB)?(\d{9}|\d{12})$/.test(v), "A UK VAT number is GB and 9 digits")
      .default(""),
    registeredAddress: optionalLine(240),
    mailSenderName: optionalLine(80),
  })
  .superRefine((v, ctx) => {
    if (v.hygieneRating !== null && v.fhrsId === "") {
      ctx.addIssue({
        code: "custom",
        path: ["fhrsId"],
        message: "Enter the FHRS id so the badge links to the rating",
      });
    }
  });
export type RestaurantDetailsInput = z.input<typeof RestaurantDetailsInputSchema>;
export type RestaurantDetailsValues = z.output<typeof RestaurantDetailsInputSchema>;

/** The details as stored and served; `confirmed` is false until the owner (or RESTAURANT_FILE) confirms them. */
export const RestaurantDetailsSchema = z.object({
  name: z.string(),
  description: z.string(),
  street: z.string(),
  town: z.string(),
  postcode: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  socialLinks: z.array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() })),
  deliveryLinks: z.array(z.object({ platform: z.enum(DELIVERY_PLATFORMS), url: z.string() })),
  hygieneRating: z.enum(HYGIENE_RATINGS).nullable(),
  fhrsId: z.string(),
  hygieneRatingDate: z.string().nullable(),
  tradingName: z.string(),
  companyName: z.string(),
  companyNumber: z.string(),
  vatNumber: z.string(),
  registeredAddress: z.string(),
  mailSenderName: z.string(),
});
export type RestaurantDetails = z.infer<typeof RestaurantDetailsSchema>;

/**
 * GET /api/restaurant: the details once confirmed; before that, null, and every page says the site
 * is being set up (nothing made up is stated as fact).
 */
const PublicRestaurantSchema = z.object({
  confirmed: z.boolean(),
  details: RestaurantDetailsSchema.nullable(),
});
export type PublicRestaurant = z.infer<typeof PublicRestaurantSchema>;

/** GET /api/restaurant: the details, and whether the restaurant gives VAT receipts (issue 40). */
export const PublicRestaurantResponseSchema = PublicRestaurantSchema.extend({ vatRegistered: z.boolean() });
export type PublicRestaurantResponse = z.infer<typeof PublicRestaurantResponseSchema>;

/** The owner's view: what is stored (possibly not yet confirmed) and the setup's progress. */
export const OwnerRestaurantDetailsSchema = z.object({
  confirmed: z.boolean(),
  details: RestaurantDetailsSchema.nullable(),
});
export type OwnerRestaurantDetails = z.infer<typeof OwnerRestaurantDetailsSchema>;
