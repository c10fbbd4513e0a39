/**
 * Delivery hours (issue 35 item 1): by default the drivers go out whenever the kitchen takes
 * orders (null: the collection hours); otherwise each London weekday, Sunday first, has its window
 * ("HH:MM" start inclusive, end inclusive, as a slot at the end still leaves the kitchen then) or
 * none. The server judges a delivery's time by it and the checkout offers the times it allows.
 */
import { WEEKDAY_NAMES } from "../opening-hours/london-time";

export interface DeliveryWindow {
  start: string;
  end: string;
}

/** Seven days, Sunday first; a day's null: no delivery that day. Null as a whole: collection hours. */
export type DeliveryHours = (DeliveryWindow | null)[] | null;

/**
 * The day's window: `"any"` when delivery follows the collection hours, null when there is no
 * delivery that day.
 */
export function deliveryWindow(hours: DeliveryHours, dayOfWeek: number): DeliveryWindow | "any" | null {
  if (hours === null) return "any";
  return hours[dayOfWeek] ?? null;
}

/** Whether a delivery at `time` ("HH:MM") on `dayOfWeek` is within the delivery hours. */
export function withinDeliveryHours(hours: DeliveryHours, dayOfWeek: number, time: string): boolean {
  const window = deliveryWindow(hours, dayOfWeek);
  if (window === "any") return true;
  return window !== null && time >= window.start && time <= window.end;
}

/**
 * The hours in words for the public pages and the audit log: null when they are the collection
 * hours; otherwise days with the same window run together ("Monday: no delivery; Tuesday to
 * Saturday: 17:00-21:30; Sunday: 12:00-20:00"), Monday first as a British week reads.
 */
export function describeDeliveryHours(hours: DeliveryHours): string | null {
  if (hours === null) return null;
  const words = (w: DeliveryWindow | null) => (w ? `${w.start}-${w.end}` : "no delivery");
  const week = [1, 2, 3, 4, 5, 6, 0].map((day) => ({ day, text: words(hours[day] ?? null) }));
  const runs: { from: number; to: number; text: string }[] = [];
  for (const { day, text } of week) {
    const last = runs.at(-1);
    if (last && last.text === text) last.to = day;
    else runs.push({ from: day, to: day, text });
  }
  return runs
    .map(({ from, to, text }) => {
      const days = from === to ? WEEKDAY_NAMES[from] : `${WEEKDAY_NAMES[from]} to ${WEEKDAY_NAMES[to]}`;
      return `${days}: ${text}`;
    })
    .join("; ");
}
