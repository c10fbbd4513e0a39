/**
 * The restaurant's details as every page reads them (GET /api/restaurant, decision 0042): drawn
 * on the server with the page and kept by the public cache until the owner changes them. Null
 * while the site is being set up: nothing is then stated about the restaurant.
 */
import { useQuery } from "@tanstack/react-query";
import type {
  PublicRestaurantResponse,
  RestaurantDetails,
} from "@shared/restaurant/restaurant-details.schema";
import { getQueryOptions } from "./api-client";

export function restaurantQueryOptions() {
  return getQueryOptions<PublicRestaurantResponse>(["/api/restaurant"], { staleTime: 5 * 60_000 });
}

/** The confirmed details, or null while the site is being set up (or before the answer arrives). */
export function useRestaurant(): RestaurantDetails | null {
  const { data } = useQuery(restaurantQueryOptions());
  return data?.confirmed ? data.details : null;
}

/** Whether the restaurant gives VAT receipts now (registered, with a number). */
export function useVatRegistered(): boolean {
  const { data } = useQuery(restaurantQueryOptions());
  return data?.vatRegistered === true;
}

/** True once the answer says the details are not confirmed yet. */
export function useSiteBeingSetUp(): boolean {
  const { data } = useQuery(restaurantQueryOptions());
  return data !== undefined && !data.confirmed;
}
