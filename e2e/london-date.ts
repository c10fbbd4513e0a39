/**
 * The restaurant's date (Europe/London) by the real clock the test servers run on, shifted by some
 * days, as YYYY-MM-DD. Worked out here with Intl, not with the app's own London-time module, so a
 * test does not agree with the code it checks by construction.
 */
export function londonDate(offsetDays = 0): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}
