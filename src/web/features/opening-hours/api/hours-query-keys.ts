import { restaurantStatusQueryKey } from "@web/features/site/api/get-restaurant-status";
import { operatingHoursQueryKey } from "./get-operating-hours";
import { specialHoursQueryKey } from "./get-special-hours";
import { timePeriodsQueryKey } from "./get-time-periods";

/** Any change to hours can change all of these, the open/closed status included. */
export const HOURS_QUERY_KEYS = [
  operatingHoursQueryKey,
  timePeriodsQueryKey,
  specialHoursQueryKey,
  restaurantStatusQueryKey,
];
