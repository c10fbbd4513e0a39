/**
 * The sample restaurant of the demo (DEMO_MODE=true) and of the tests: made up, and stated only
 * where the install says it is a demo. A real install starts with no details (decision 0042).
 */
import type { RestaurantDetailsValues } from "@shared/restaurant/restaurant-details.schema";

export const SAMPLE_RESTAURANT: RestaurantDetailsValues = {
  name: "Hyderabad House",
  description: "Authentic Hyderabadi dum biryani, tandoori and curries.",
  street: "12 High Street",
  town: "Northampton",
  postcode: "NN1 2AB",
  phone: "01234 567890",
  email: "hello@hyderabad-house.co.uk",
  website: "",
  socialLinks: [],
  deliveryLinks: [
    { platform: "uber-eats", url: "https://www.ubereats.com/gb/search?q=Hyderabad%20House" },
    { platform: "deliveroo", url: "https://deliveroo.co.uk/" },
    { platform: "just-eat", url: "https://www.just-eat.co.uk/area/nn1-northampton" },
  ],
  hygieneRating: "5",
  // Not a real establishment: the demo's badge leads to the scheme's "not found" page.
  fhrsId: "0",
  hygieneRatingDate: "2026-03-12",
  tradingName: "Hyderabad House",
  companyName: "Hyderabad House Restaurants Ltd",
  companyNumber: "01234567",
  vatNumber: "",
  registeredAddress: "12 High Street, Northampton NN1 2AB",
  mailSenderName: "Hyderabad House",
};
