import { useQuery } from "@tanstack/react-query";
import { Clock, MapPin, Phone, ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import type { PublicDelivery } from "@shared/delivery/delivery.schema";
import { describeDeliveryHours } from "@shared/delivery/delivery-hours";
import { publicDeliveryQueryOptions } from "./api/get-public-delivery";

type PublicZone = PublicDelivery["zones"][number];

/** "NN1, NN2, NN3 1-4" or "within 3 miles of the restaurant". */
function reachOf(zone: PublicZone): string {
  return zone.kind === "radius" ? `within ${zone.radiusMiles} miles of the restaurant` : zone.areas;
}

const item = "flex items-start gap-2";
const icon = "mt-1 h-5 w-5 shrink-0";

/**
 * Delivery as the owner's zones state it (issue 35), as items of a list: each zone's areas, fee,
 * minimum, free-over threshold and lead time, the delivery hours and the way to order online; with
 * no zone, that delivery is not offered online and is arranged by phone. Every figure is the owner's.
 */
export function DeliveryInformation() {
  const delivery = useQuery(publicDeliveryQueryOptions());
  if (!delivery.data) return null;
  const hours = describeDeliveryHours(delivery.data.hours);
  if (!delivery.data.offered) {
    return (
      <>
        <li className={item}>
          <MapPin className={icon} aria-hidden="true" />
          Delivery is not offered online.
        </li>
        <li className={item}>
          <Phone className={icon} aria-hidden="true" />
          Delivery is arranged by phone: call us for a quote.
        </li>
      </>
    );
  }
  return (
    <>
      {delivery.data.zones.map((zone) => (
        <li key={zone.id} className={item}>
          <MapPin className={icon} aria-hidden="true" />
          <span>
            We deliver to <strong>{zone.name}</strong> ({reachOf(zone)}) {zone.terms}, at least{" "}
            {zone.leadTimeMinutes} minutes from ordering.
          </span>
        </li>
      ))}
      <li className={item}>
        <Clock className={icon} aria-hidden="true" />
        <span>{hours ? `Delivery hours: ${hours}.` : "We deliver whenever we take orders online."}</span>
      </li>
      <li className={item}>
        <ShoppingBag className={icon} aria-hidden="true" />
        <span>
          <Link className="underline" to="/order">
            Order delivery online
          </Link>
          : choose Delivery at checkout.
        </span>
      </li>
    </>
  );
}
