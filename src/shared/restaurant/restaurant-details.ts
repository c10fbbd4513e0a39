/** The restaurant's public details, shown on the site and in the search-engine data. */
export const RESTAURANT = {
  name: "Hyderabad House",
  phone: "01234 567890",
  phoneHref: "tel:+441234567890",
  /** E.164, for schema.org. */
  phoneInternational: "+44 1234 567890",
  email: "hello@hyderabad-house.co.uk",
  address: { street: "12 High Street", town: "Northampton", postcode: "NN1 2AB", country: "GB" },
  cuisine: ["Indian", "Hyderabadi"],
  priceRange: "££",
} as const;

/** Spec section 2: the hours the contact section states. */
export const OPENING_HOURS_TEXT = [
  { days: "Monday", hours: "Closed" },
  { days: "Tuesday - Thursday", hours: "11:00 - 15:00, 17:00 - 23:00" },
  { days: "Friday - Sunday", hours: "11:00 - 23:00" },
] as const;
