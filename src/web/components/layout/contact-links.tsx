import { phoneHref } from "@shared/restaurant/restaurant-details";
import { useRestaurant } from "../../lib/restaurant";

/** The restaurant's number, dialled on a tap; nothing while the site is being set up. */
export function PhoneLink({ className = "underline" }: { className?: string }) {
  const restaurant = useRestaurant();
  if (!restaurant) return <>us</>;
  return (
    <a className={className} href={phoneHref(restaurant.phone)}>
      {restaurant.phone}
    </a>
  );
}

/** The restaurant's address for email, opening the visitor's mail program. */
export function EmailLink() {
  const restaurant = useRestaurant();
  if (!restaurant) return null;
  return (
    <a className="underline" href={`mailto:${restaurant.email}`}>
      {restaurant.email}
    </a>
  );
}
