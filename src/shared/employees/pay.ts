/**
 * Hours, overtime and pay, computed (never typed) in whole minutes and integer pence.
 *
 * A shift's length is real elapsed time on London's clock, so a night shift across the change to
 * or from BST is an hour shorter or longer than its wall-clock reading. Overtime is weekly: in a
 * London week (Monday to Sunday) the minutes after the threshold, in shift order, are overtime.
 */
import { addDays, getDayOfWeek, londonWallTimeToInstant, parseTime } from "../opening-hours/london-time";

const MAX_SHIFT_MINUTES = 16 * 60;

/** Monday of the London week holding `isoDate`. */
export function getWeekStart(isoDate: string): string {
  const dayOfWeek = getDayOfWeek(isoDate);
  return addDays(isoDate, dayOfWeek === 0 ? -6 : 1 - dayOfWeek);
}

/**
 * Elapsed minutes from clock-in to clock-out (a clock-out at or before the clock-in is the next
 * day), before the break is taken off.
 */
export function getShiftElapsedMinutes(date: string, clockIn: string, clockOut: string): number {
  const inMinutes = parseTime(clockIn);
  let outMinutes = parseTime(clockOut);
  if (outMinutes <= inMinutes) outMinutes += 24 * 60;
  const start = londonWallTimeToInstant(date, inMinutes).getTime();
  const end = londonWallTimeToInstant(date, outMinutes).getTime();
  return Math.round((end - start) / 60_000);
}

/** Minutes worked (elapsed less the break), or an error message for an impossible shift. */
export function getWorkedMinutes(shift: {
  date: string;
  clockInTime: string;
  clockOutTime: string;
  breakDuration: number;
}): { minutes: number } | { error: string } {
  const elapsed = getShiftElapsedMinutes(shift.date, shift.clockInTime, shift.clockOutTime);
  if (elapsed > MAX_SHIFT_MINUTES) return { error: "A shift cannot be longer than 16 hours" };
  if (shift.breakDuration >= elapsed) return { error: "The break must be shorter than the shift" };
  return { minutes: elapsed - shift.breakDuration };
}

export interface WeekShift {
  id: number;
  date: string;
  clockInTime: string;
  workedMinutes: number;
}

/**
 * Splits each shift of one employee's week into regular and overtime minutes: shifts in order of
 * date and clock-in, the minutes past `thresholdMinutes` in the week are overtime.
 */
export function allocateWeeklyOvertime(
  shifts: readonly WeekShift[],
  thresholdMinutes: number,
): Map<number, { workedMinutes: number; overtimeMinutes: number }> {
  const ordered = [...shifts].sort(
    (a, b) => a.date.localeCompare(b.date) || a.clockInTime.localeCompare(b.clockInTime) || a.id - b.id,
  );
  const result = new Map<number, { workedMinutes: number; overtimeMinutes: number }>();
  let before = 0;
  for (const shift of ordered) {
    const after = before + shift.workedMinutes;
    const overtimeMinutes = Math.max(0, after - Math.max(before, thresholdMinutes));
    result.set(shift.id, { workedMinutes: shift.workedMinutes, overtimeMinutes });
    before = after;
  }
  return result;
}

/**
 * Pay in pence: regular minutes at the hourly rate, overtime minutes at `overtimeRatePercent` of
 * it, rounded once to the nearest penny (half up).
 */
export function calculatePayPence(input: {
  workedMinutes: number;
  overtimeMinutes: number;
  hourlyRatePence: number;
  overtimeRatePercent: number;
}): number {
  const regular = input.workedMinutes - input.overtimeMinutes;
  const hundredthsOfPenceTimesMinutes =
    regular * input.hourlyRatePence * 100 +
    input.overtimeMinutes * input.hourlyRatePence * input.overtimeRatePercent;
  return Math.floor((hundredthsOfPenceTimesMinutes + 3000) / 6000);
}

/** The restaurant settings that price a shift; these defaults are the settings table's own. */
export interface PayRules {
  overtimeThresholdMinutes: number;
  overtimeRatePercent: number;
}
export const DEFAULT_PAY_RULES: PayRules = { overtimeThresholdMinutes: 2400, overtimeRatePercent: 150 };

export interface PricedShift {
  workedMinutes: number;
  overtimeMinutes: number;
  payPence: number;
}

/**
 * Minutes, overtime and pay of each shift of one employee's London week, keyed by shift id. Open
 * shifts (no clock-out yet) and impossible ones count nothing. The time entries store exactly
 * these figures and the labour report sums them, so both show the same pay.
 */
export function priceWeekShifts(
  shifts: readonly {
    id: number;
    date: string;
    clockInTime: string;
    clockOutTime: string | null;
    breakDuration: number;
  }[],
  hourlyRatePence: number | ((date: string) => number),
  rules: PayRules,
): Map<number, PricedShift> {
  const rateOn = typeof hourlyRatePence === "number" ? () => hourlyRatePence : hourlyRatePence;
  const dates = new Map(shifts.map((s) => [s.id, s.date]));
  const closed = shifts.flatMap((s) => {
    if (!s.clockOutTime) return [];
    const worked = getWorkedMinutes({ ...s, clockOutTime: s.clockOutTime });
    return "minutes" in worked
      ? [{ id: s.id, date: s.date, clockInTime: s.clockInTime, workedMinutes: worked.minutes }]
      : [];
  });
  const priced = new Map<number, PricedShift>();
  for (const [id, a] of allocateWeeklyOvertime(closed, rules.overtimeThresholdMinutes)) {
    priced.set(id, {
      ...a,
      payPence: calculatePayPence({
        ...a,
        hourlyRatePence: rateOn(dates.get(id) ?? ""),
        overtimeRatePercent: rules.overtimeRatePercent,
      }),
    });
  }
  return priced;
}

/** 450 -> "7.50": hours to two decimals, as the spec's hours columns hold them. */
export function formatHours(minutes: number): string {
  const hundredths = Math.round((minutes * 100) / 60);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, "0")}`;
}

/** One step of an employee's pay: the hourly rate in force from `fromDate` until the next step. */
export interface PayRate {
  fromDate: string;
  hourlyRatePence: number;
}

/**
 * The hourly rate in force on `date`: the latest step from that day or before. A shift dated before
 * the first step (a start date moved later) is priced at the first step, never at nothing.
 */
export function rateOnDate(rates: readonly PayRate[], date: string, fallbackPence: number): number {
  let found: PayRate | undefined;
  let first: PayRate | undefined;
  for (const r of rates) {
    if (!first || r.fromDate < first.fromDate) first = r;
    if (r.fromDate <= date && (!found || r.fromDate > found.fromDate)) found = r;
  }
  return (found ?? first)?.hourlyRatePence ?? fallbackPence;
}
