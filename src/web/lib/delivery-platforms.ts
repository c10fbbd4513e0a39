import { DELIVERY_PLATFORM_NAMES } from "@shared/restaurant/restaurant-details.schema";
import { useRestaurant } from "./restaurant";

/** Third-party delivery apps the restaurant is listed on (its details); links open in a new tab. */
export interface DeliveryPlatform {
  name: string;
  url: string;
}

/** The owner's delivery-app links, in the order entered; none while the site is being set up. */
export function useDeliveryPlatforms(): DeliveryPlatform[] {
  const restaurant = useRestaurant();
  return (restaurant?.deliveryLinks ?? []).map((l) => ({
    name: DELIVERY_PLATFORM_NAMES[l.platform],
    url: l.url,
  }));
}
