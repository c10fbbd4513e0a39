/** The restaurant's public details, shown in the header, footer and contact section. */
export const RESTAURANT = {
  name: "Hyderabad House",
  phone: "01234 567890",
  phoneHref: "tel:+441234567890",
  email: "hello@hyderabad-house.co.uk",
  address: { street: "12 High Street", town: "Northampton", postcode: "NN1 2AB" },
} as const;
