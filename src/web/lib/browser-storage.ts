/**
 * A device's small choices kept in the browser's localStorage (a pop-up seen, the ticket paper, the
 * analytics consent). Storage can throw (private browsing, blocked by the browser): reading then
 * finds nothing and writing is lost, so the choice lasts for this page only.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // See above: without storage the choice is not kept.
  }
}
