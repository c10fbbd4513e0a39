/**
 * When an answer that follows the clock (the restaurant's status, whether online ordering is open)
 * next differs, so a copy of it can be kept exactly that long. Such rules read the London wall
 * clock (to the minute, the slot rule to the second) and compare it with times of day. London's
 * offset from UTC only changes on a UTC hour (01:00Z, both ways) and London midnight is always on
 * one, so within one UTC hour the wall clock moves second for second with the instant, on one
 * date: the answer can only change on an hour, at one of the wall-clock times the rule compares
 * with, or at an exact instant the rule holds (a pause ending). Only those are tried.
 */
import { getLondonMoment } from "./london-time";

const HOUR_MS = 60 * 60 * 1000;

export interface ChangeSearch<T> {
  now: Date;
  /** Where the search stops: the answer is taken to change there if it has not before. */
  limit: Date;
  answerAt: (instant: Date) => T;
  /** Seconds after London midnight (wall clock) at which the answer may change on that date. */
  wallSecondsOn: (date: string) => readonly number[];
  /** Exact instants at which it may change as well. */
  instants?: readonly (Date | null | undefined)[];
}

/** The first instant after `now` (and no later than `limit`) at which `answerAt` gives another JSON. */
export function findNextChange<T>(search: ChangeSearch<T>): Date {
  const from = search.now.getTime();
  const to = search.limit.getTime();
  const candidates = new Set<number>();
  const consider = (ms: number) => {
    if (ms > from && ms < to) candidates.add(ms);
  };
  for (const instant of search.instants ?? []) if (instant) consider(instant.getTime());
  for (let hour = Math.floor(from / HOUR_MS) * HOUR_MS; hour < to; hour += HOUR_MS) {
    consider(hour);
    const wall = getLondonMoment(new Date(hour));
    const start = wall.minutes * 60;
    for (const seconds of search.wallSecondsOn(wall.date)) {
      if (seconds > start && seconds < start + 3600) consider(hour + (seconds - start) * 1000);
    }
  }
  const before = JSON.stringify(search.answerAt(search.now));
  for (const ms of [...candidates].sort((a, b) => a - b)) {
    const at = new Date(ms);
    if (JSON.stringify(search.answerAt(at)) !== before) return at;
  }
  return search.limit;
}
