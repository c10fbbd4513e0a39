import { getDaySchedule } from "../opening-hours/day-schedule";
import { addDays, getLondonMoment, parseTime } from "../opening-hours/london-time";
import type { HoursData } from "../opening-hours/opening-hours.schema";
import { RESERVATION_GRID_TIMES } from "./reservation.schema";

/** A table is not booked for the last half hour before the restaurant closes. */
export const LAST_SEATING_BEFORE_CLOSE_MINUTES = 30;

export interface BookingWindow {
  /** Today in London. */
  firstDate: string;
  /** The last bookable date: today plus the horizon staff set. */
  lastDate: string;
}

export function getBookingWindow(now: Date, horizonDays: number): BookingWindow {
  const today = getLondonMoment(now).date;
  return { firstDate: today, lastDate: addDays(today, horizonDays) };
}

/**
 * The half hours a date is open for tables, from its own hours (special hours, then shifts, then
 * operating hours: the rules the order page uses): from each shift's opening up to half an hour
 * before it closes. Saturday 11:00-23:00 gives 11:00 to 22:30.
 */
export function getDayReservationTimes(date: string, hours: HoursData): string[] {
  const schedule = getDaySchedule(date, hours);
  if (schedule.isClosed) return [];
  return RESERVATION_GRID_TIMES.filter((time) => {
    const minutes = parseTime(time);
    return schedule.shifts.some(
      (s) => minutes >= s.open && minutes <= s.close - LAST_SEATING_BEFORE_CLOSE_MINUTES,
    );
  });
}

/**
 * The times a table can be booked for on a date: the day's own (getDayReservationTimes), within
 * the booking window, and later than now when the date is today (London). Capacity is applied
 * separately, by the server, which knows the bookings.
 */
export function getReservationTimes(
  date: string,
  now: Date,
  hours: HoursData,
  horizonDays: number,
): string[] {
  const window = getBookingWindow(now, horizonDays);
  if (date < window.firstDate || date > window.lastDate) return [];
  const moment = getLondonMoment(now);
  return getDayReservationTimes(date, hours).filter(
    (time) => date !== moment.date || parseTime(time) > moment.minutes,
  );
}

/** Dates in the window on which no time at all can be booked (closed, or every time has passed). */
export function getUnbookableDates(now: Date, hours: HoursData, horizonDays: number): string[] {
  const window = getBookingWindow(now, horizonDays);
  const dates: string[] = [];
  for (let date = window.firstDate; date <= window.lastDate; date = addDays(date, 1)) {
    if (getReservationTimes(date, now, hours, horizonDays).length === 0) dates.push(date);
  }
  return dates;
}

export type BookingRefusal = "date" | "time";

/** Why a date and time cannot be booked, or null when they can (capacity aside). */
export function checkReservationTime(
  date: string,
  time: string,
  now: Date,
  hours: HoursData,
  horizonDays: number,
): { reason: BookingRefusal; message: string } | null {
  const window = getBookingWindow(now, horizonDays);
  if (date < window.firstDate) return { reason: "date", message: "The date cannot be earlier than today." };
  if (date > window.lastDate) {
    return { reason: "date", message: `Tables can be booked up to ${horizonDays} days ahead.` };
  }
  const times = getReservationTimes(date, now, hours, horizonDays);
  if (times.length === 0) {
    return getDaySchedule(date, hours).isClosed
      ? { reason: "date", message: "We're closed on that date. Please choose another day." }
      : { reason: "date", message: "No times are left on that date. Please choose another day." };
  }
  if (!times.includes(time)) {
    const moment = getLondonMoment(now);
    return date === moment.date && parseTime(time) <= moment.minutes
      ? { reason: "time", message: "That time has already passed. Please choose a later time." }
      : { reason: "time", message: "We're not open for tables at that time. Please choose another time." };
  }
  return null;
}
