/** Third-party delivery apps the restaurant is listed on; links open in a new tab. */
export interface DeliveryPlatform {
  name: string;
  url: string;
  /** A platform whose link lands on its home page, so the guest is told what to search for. */
  searchHint?: string;
}

export const DELIVERY_PLATFORMS: DeliveryPlatform[] = [
  { name: "Uber Eats", url: "https://www.ubereats.com/gb/search?q=Hyderabad%20House" },
  {
    name: "Deliveroo",
    url: "https://deliveroo.co.uk/",
    searchHint: "Search for 'Hyderabad House' on Deliveroo to find us.",
  },
  { name: "Just Eat", url: "https://www.just-eat.co.uk/area/nn1-northampton" },
];

/** Spec section 9: the delivery hint toast stays 5 s. */
export const DELIVERY_HINT_TOAST_MS = 5000;
