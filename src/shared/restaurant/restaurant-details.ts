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
