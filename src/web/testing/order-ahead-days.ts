/**
 * What the server answers the order-ahead components' tests with: today's slots and the days
 * offered, set on Thursday 3 December 2026 (today), with Monday 7 December closed.
 */
import type { OrderAheadDays } from "@shared/order-ahead/order-ahead-days";
import type { CollectionSlot, CollectionSlots } from "@shared/orders/collection-slots";

type Day = OrderAheadDays["days"][number];

export const slotAt = (time: string, periodName = "Dinner"): CollectionSlot => ({
  time,
  periodName,
  label: `${time} (${periodName})`,
});

const TODAY = "2026-12-03";
const TODAY_LABEL = "Today - Thursday 3 December";

export const TODAY_SLOTS: CollectionSlots = {
  date: TODAY,
  dateLabel: TODAY_LABEL,
  slots: [slotAt("19:00")],
  message: null,
  hint: null,
  isOpenNow: true,
  todayHours: "11:00-23:00",
  tomorrowPeriods: [],
};

/** Today's times, then each later day given, with Monday left out as closed. */
export function orderAheadDays(
  daysAhead: number,
  later: Pick<Day, "date" | "label" | "slots">[],
): OrderAheadDays {
  return {
    daysAhead,
    days: [
      {
        date: TODAY,
        label: TODAY_LABEL,
        isToday: true,
        slots: TODAY_SLOTS.slots,
        unavailableReason: null,
      },
      ...later.map((d) => ({ ...d, isToday: false, unavailableReason: null })),
    ],
    notOffered: [
      {
        date: "2026-12-07",
        label: "Monday 7 December",
        isToday: false,
        slots: [],
        unavailableReason: "Closed",
      },
    ],
  };
}
