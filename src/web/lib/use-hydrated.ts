import { type Dispatch, type SetStateAction, useState, useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server and while it hydrates the server's HTML (React uses the
 * server snapshot then, even for a part hydrated late), true in every render after. What depends
 * on the browser (its storage, its clock) waits for true, so the hydrating render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * State whose first value is read from the browser (local storage): `fallback` on the server and
 * while hydrating, then read in the render right after. A screen first drawn on the client (a
 * client-side navigation) reads it at once. `loaded` tells a caller that writes the value back not
 * to overwrite the stored one with the fallback.
 */
export function useBrowserState<T>(
  read: () => T,
  fallback: T,
): [value: T, setValue: Dispatch<SetStateAction<T>>, loaded: boolean] {
  const hydrated = useHydrated();
  const [value, setValue] = useState<T>(() => (hydrated ? read() : fallback));
  const [loaded, setLoaded] = useState(hydrated);
  if (hydrated && !loaded) {
    // Adjusting state while rendering (react.dev, "Storing information from previous renders").
    setLoaded(true);
    setValue(read());
  }
  return [value, setValue, loaded];
}
