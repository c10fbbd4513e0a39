import { useState } from "react";

/**
 * Whether `open` has ever been true. A lazily loaded dialog mounts on its first opening and then
 * stays mounted, so closing it (focus return, Escape) works exactly as for a dialog always there.
 */
export function useHasOpened(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
