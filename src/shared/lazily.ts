/**
 * A value made on first use and then kept. For Intl formatters: each costs milliseconds to build
 * on a phone (the time-zone data loads with the first), which every page paid at start-up when
 * they were built as their module loaded, whether or not the page showed a date.
 */
export function lazily<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
