/** The server's sense of time, injected so tests can set "now" (opening hours, slots, expiry). */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** A clock that starts at `start` and then runs at real speed (browser tests set TEST_NOW). */
export function createShiftedClock(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}
