import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
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

/**
 * Whether diners may order for a later day with a day to offer: a dish sold out only today may then
 * go in the cart for it. Undefined until the server has said.
 */
export function useLaterDaysOffered(): boolean | undefined {
  const { data } = useQuery(orderAheadDaysQueryOptions());
  if (!data) return undefined;
  return data.daysAhead > 0 && data.days.some((d) => !d.isToday);
}

/**
 * The first later day a diner can collect on, at its first slot: a cart holding a dish sold out
 * only today is priced for it until the checkout's choice (null while none is offered).
 */
export function useFirstLaterDay(): { collectionDate: string; collectionTime: string } | null {
  const { data } = useQuery(orderAheadDaysQueryOptions());
  // One object while the answer is the same, so the cart's quote is not asked for afresh.
  return useMemo(() => {
    const day =
      data && data.daysAhead > 0 ? data.days.find((d) => !d.isToday && d.slots.length > 0) : undefined;
    const time = day?.slots[0]?.time;
    return day && time ? { collectionDate: day.date, collectionTime: time } : null;
  }, [data]);
}

/**
 * Order ahead (issue 39, decision 0052) in the checkout: the days to choose and the chosen day's
 * slots. `soldOutToday` names the cart's dishes sold out only today: today is then not offered.
 */
export function useOrderAheadSlots(
  today: CollectionSlots | undefined,
  chosenDate: string,
  soldOutToday: readonly string[] = [],
): OrderAheadChoice {
  const days = useQuery(orderAheadDaysQueryOptions());
  const data = days.data;
  if (!data || data.daysAhead === 0 || data.days.length === 0) {
    return { slots: today, dates: null, notOffered: [], laterDay: false };
  }
  const offered = soldOutToday.length > 0 ? data.days.filter((d) => !d.isToday) : data.days;
  const chosen = offered.find((d) => d.date === chosenDate) ?? offered[0];
  const dates = offered.map((d) => ({ value: d.date, label: d.label }));
  const todayLeftOut = data.days.find((d) => d.isToday && soldOutToday.length > 0);
  const notOffered = [
    ...(todayLeftOut ? [`${todayLeftOut.label}: ${soldOutToday.join(", ")} sold out today`] : []),
    ...data.notOffered.filter((d) => !d.isToday).map((d) => `${d.label}: ${d.unavailableReason ?? "Closed"}`),
  ];
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
