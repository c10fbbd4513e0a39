import { DELIVERY_PLATFORM_NAMES } from "@shared/restaurant/restaurant-details.schema";
import { useRestaurant } from "./restaurant";

/** Third-party delivery apps the restaurant is listed on (its details); links open in a new tab. */
export interface DeliveryPlatform {
  name: string;
  url: string;
  /** A link that lands on the app's home page: the guest is told what to search for. */
  searchHint?: string;
}

/** Spec section 9: the delivery hint toast stays 5 s. */
export const DELIVERY_HINT_TOAST_MS = 5000;

function landsOnHomePage(url: string): boolean {
  try {
    const { pathname, search } = new URL(url);
    return pathname.replace(/\/+$/, "") === "" && search === "";
  } catch {
    return false;
  }
}

/** The owner's delivery-app links, in the order entered; none while the site is being set up. */
export function useDeliveryPlatforms(): DeliveryPlatform[] {
  const restaurant = useRestaurant();
  return (restaurant?.deliveryLinks ?? []).map((l) => {
    const name = DELIVERY_PLATFORM_NAMES[l.platform];
    const hint =
      restaurant && landsOnHomePage(l.url) ? `Search for '${restaurant.name}' on ${name} to find us.` : null;
    return { name, url: l.url, ...(hint ? { searchHint: hint } : {}) };
  });
}
