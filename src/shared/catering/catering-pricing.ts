/**
 * The arithmetic of a catering request (issue 39 item 3): lines priced from the owner's catering
 * menu, the minimum the dishes must reach, the deposit, and how soon an event may be. The server
 * prices with these; the form shows the same words before it asks.
 */
import { formatPence } from "../money";
import { londonWallTimeToInstant, parseTime } from "../opening-hours/london-time";
import type { CateringItem, CateringPricedLine } from "./catering.schema";

type PricedLines =
  | { ok: true; lines: CateringPricedLine[]; subtotalPence: number; headsCovered: number }
  | { ok: false; message: string };

/**
 * Prices each chosen line at the menu's price (a line chosen twice counts once, its quantities
 * added). A dish not on the menu, or taken off it, is refused by name where the menu still knows it.
 */
export function priceCateringLines(
  menu: readonly CateringItem[],
  chosen: readonly { itemId: number; quantity: number }[],
): PricedLines {
  const quantities = new Map<number, number>();
  for (const c of chosen) quantities.set(c.itemId, (quantities.get(c.itemId) ?? 0) + c.quantity);
  const lines: CateringPricedLine[] = [];
  for (const [itemId, quantity] of quantities) {
    const item = menu.find((m) => m.id === itemId);
    if (!item) return { ok: false, message: "A dish you chose is not on the catering menu" };
    if (!item.isAvailable) return { ok: false, message: `${item.name} is not available at the moment` };
    lines.push({
      itemId,
      name: item.name,
      pricing: item.pricing,
      unitPricePence: item.pricePence,
      quantity,
      serves: item.serves,
      linePence: item.pricePence * quantity,
      vatRateBasisPoints: item.vatRateBasisPoints,
    });
  }
  const order = (id: number) => menu.findIndex((m) => m.id === id);
  lines.sort((a, b) => order(a.itemId) - order(b.itemId));
  return {
    ok: true,
    lines,
    subtotalPence: lines.reduce((n, l) => n + l.linePence, 0),
    headsCovered: lines.reduce(
      (n, l) => n + (l.pricing === "per_head" ? l.quantity : (l.serves ?? 0) * l.quantity),
      0,
    ),
  };
}

/** How far the dishes fall short of the owner's minimum (0 once met). */
export function belowMinimumPence(subtotalPence: number, minimumPence: number): number {
  return Math.max(0, minimumPence - subtotalPence);
}

export function minimumMessage(subtotalPence: number, minimumPence: number): string {
  return `Catering orders start at ${formatPence(minimumPence)}: yours comes to ${formatPence(subtotalPence)}. Add ${formatPence(minimumPence - subtotalPence)} more to send it.`;
}

/**
 * The deposit: the owner's share of the total, rounded up to the penny so a deposit never falls
 * short of its percentage; 100% is the whole total.
 */
export function cateringDepositPence(totalPence: number, depositPercent: number): number {
  return Math.min(totalPence, Math.ceil((totalPence * depositPercent) / 100));
}

/** The instant the event starts (its London date and time). */
export function eventInstant(eventDate: string, eventTime: string): Date {
  return londonWallTimeToInstant(eventDate, parseTime(eventTime));
}

/** Whether the event is at least the lead time away; the words when it is not. */
export function leadTimeProblem(eventDate: string, eventTime: string, now: Date, leadTimeHours: number) {
  const start = eventInstant(eventDate, eventTime).getTime();
  if (start <= now.getTime()) return "Choose a date and time in the future";
  if (start - now.getTime() < leadTimeHours * 3_600_000) {
    return `We need at least ${leadTimeHours} hours' notice for catering: choose a later date or time`;
  }
  return null;
}

/** What the diner may pay now: the deposit (or the whole) at first, then what is left. */
export function cateringAmountsDue(o: { totalPence: number; depositPence: number; paidPence: number }) {
  const left = o.totalPence - o.paidPence;
  if (left <= 0) return null;
  return { depositPence: o.paidPence === 0 ? o.depositPence : left, fullPence: left };
}
