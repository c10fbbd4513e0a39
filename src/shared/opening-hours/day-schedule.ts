import { getDayOfWeek, parseTime } from "./london-time";
import type { HoursData } from "./opening-hours.schema";

/** The spec's hours when a day has no row at all. */
const DEFAULT_OPEN_TIME = "11:00";
const DEFAULT_CLOSE_TIME = "22:00";

export interface Shift {
  name: string;
  /** Minutes since local midnight. */
  open: number;
  /** Minutes since local midnight; a close of 00:00 means midnight (1440). */
  close: number;
  /** Last time an order can be collected; the close time when none is set. */
  lastOrder: number;
  orderingEnabled: boolean;
}

export interface DaySchedule {
  date: string;
  isClosed: boolean;
  /** Why, when special hours apply to this date. */
  specialReason: string | null;
  shifts: Shift[];
}

function toClose(hhmm: string): number {
  const minutes = parseTime(hhmm);
  return minutes === 0 ? 24 * 60 : minutes;
}

/**
 * Which hours apply on a date, in order of precedence: special hours for that date, then the day's
 * active time periods, then its operating hours, then the defaults (11:00–22:00).
 */
export function getDaySchedule(date: string, data: HoursData): DaySchedule {
  const special = data.specialHours.find((s) => s.date === date);
  if (special) {
    if (special.isClosed || !special.openTime || !special.closeTime) {
      return { date, isClosed: true, specialReason: special.reason, shifts: [] };
    }
    const close = toClose(special.closeTime);
    return {
      date,
      isClosed: false,
      specialReason: special.reason,
      shifts: [
        {
          name: special.reason,
          open: parseTime(special.openTime),
          close,
          lastOrder: special.lastOrderTime ? parseTime(special.lastOrderTime) : close,
          orderingEnabled: special.isOrderingEnabled,
        },
      ],
    };
  }

  const dayOfWeek = getDayOfWeek(date);
  const hours = data.hours.find((h) => h.dayOfWeek === dayOfWeek);
  if (hours?.isClosed) return { date, isClosed: true, specialReason: null, shifts: [] };

  const periods = data.periods
    .filter((p) => p.dayOfWeek === dayOfWeek && p.isActive)
    .map((p) => {
      const close = toClose(p.closeTime);
      return {
        name: p.periodName,
        open: parseTime(p.openTime),
        close,
        lastOrder: p.lastOrderTime ? parseTime(p.lastOrderTime) : close,
        orderingEnabled: p.isOrderingEnabled,
      };
    })
    .sort((a, b) => a.open - b.open);
  if (periods.length > 0) return { date, isClosed: false, specialReason: null, shifts: periods };

  const open = hours?.openTime ?? DEFAULT_OPEN_TIME;
  const close = toClose(hours?.closeTime ?? DEFAULT_CLOSE_TIME);
  return {
    date,
    isClosed: false,
    specialReason: null,
    shifts: [
      {
        name: "Opening hours",
        open: parseTime(open),
        close,
        lastOrder: hours?.lastOrderTime ? parseTime(hours.lastOrderTime) : close,
        orderingEnabled: hours?.isOrderingEnabled ?? true,
      },
    ],
  };
}
