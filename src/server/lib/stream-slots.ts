/**
 * Live streams open per key (a staff session, a client address), counted in this instance's memory:
 * each instance caps its own, as a stream lives on one instance.
 */
export interface StreamSlots {
  /**
   * A slot for one more stream under `key`, or null when it already holds the most allowed. The
   * function returned gives the slot back; a stream may end by several paths, so it counts once.
   */
  take(key: string): (() => void) | null;
}

export function createStreamSlots(max: number): StreamSlots {
  const open = new Map<string, number>();
  return {
    take(key) {
      const count = open.get(key) ?? 0;
      if (count >= max) return null;
      open.set(key, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}
