import { useQuery } from "@tanstack/react-query";
import type { CollectionSlots } from "@shared/orders/collection-slots";
import { orderAheadDaysQueryOptions } from "./api/order-ahead-requests";

export interface OrderAheadChoice {
  /** The chosen day's slots, shaped as today's are (today's own while ordering ahead is off). */
  slots: CollectionSlots | undefined;
  /** The days the date select offers; null while ordering ahead is off (today only, the spec's rule). */
  dates: { value: string; label: string }[] | null;
  /** "Monday 7 December: Closed": the days left out, with why. */
  notOffered: string[];
  /** A later day is chosen: today's closed or paused state does not stop its order. */
  laterDay: boolean;
}

/** Order ahead (issue 39, decision 0052) in the checkout: the days to choose and the chosen day's slots. */
export function useOrderAheadSlots(today: CollectionSlots | undefined, chosenDate: string): OrderAheadChoice {
  const days = useQuery(orderAheadDaysQueryOptions());
  const data = days.data;
  if (!data || data.daysAhead === 0 || data.days.length === 0) {
    return { slots: today, dates: null, notOffered: [], laterDay: false };
  }
  const chosen = data.days.find((d) => d.date === chosenDate) ?? data.days[0];
  const dates = data.days.map((d) => ({ value: d.date, label: d.label }));
  const notOffered = data.notOffered
    .filter((d) => !d.isToday)
    .map((d) => `${d.label}: ${d.unavailableReason ?? "Closed"}`);
  if (!chosen || !today) return { slots: today, dates, notOffered, laterDay: false };
  if (chosen.isToday) return { slots: today, dates, notOffered, laterDay: false };
  return {
    slots: {
      ...today,
      date: chosen.date,
      dateLabel: chosen.label,
      slots: chosen.slots,
      message: null,
      hint: null,
      tomorrowPeriods: [],
    },
    dates,
    notOffered,
    laterDay: true,
  };
}
