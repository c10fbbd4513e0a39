/** Header height to leave above a section when scrolling to it (spec section 2: 64 / 80 / 96 px). */
export function getHeaderOffset(viewportWidth: number): number {
  if (viewportWidth < 768) return 64;
  if (viewportWidth < 1024) return 80;
  return 96;
}

function getSectionTop(element: Element): number {
  return element.getBoundingClientRect().top + window.scrollY - getHeaderOffset(window.innerWidth);
}

export function scrollToSection(id: string, behavior: ScrollBehavior = "smooth"): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  window.scrollTo({ top: getSectionTop(element), behavior });
  return true;
}

/** How long a section scroll keeps correcting for content that loads above it (menu, chefs). */
const SETTLE_MS = 2500;

/** What the visitor does to take the scroll back. */
const VISITOR_INPUT = ["wheel", "touchstart", "keydown", "mousedown"] as const;

/**
 * Keeps an observer of the page going until `ms` pass or the visitor scrolls, types or clicks, so
 * the page never moves under them. `stop` ends it sooner; the observer's callback asks `isStopped`,
 * since a change may already be queued when it stops.
 */
function observeUntilVisitorActs(observer: { disconnect(): void }, ms: number) {
  let stopped = false;
  const stop = () => {
    stopped = true;
    observer.disconnect();
    window.clearTimeout(timer);
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop);
  };
  const timer = window.setTimeout(stop, ms);
  for (const type of VISITOR_INPUT) {
    window.addEventListener(type, stop, { passive: true, once: true });
  }
  return { stop, isStopped: () => stopped };
}

/**
 * Scrolls to a section and, while content above it is still loading, keeps it under the header
 * when the page's height changes, until the visitor scrolls themselves or the page settles.
 */
function scrollToSectionAndSettle(id: string): () => void {
  if (!scrollToSection(id)) return () => {};
  const element = document.getElementById(id);
  const observer = new ResizeObserver(() => {
    if (settling.isStopped() || !element) return;
    const target = getSectionTop(element);
    if (Math.abs(window.scrollY - target) > 2) window.scrollTo({ top: target, behavior: "instant" });
  });
  observer.observe(document.body);
  const settling = observeUntilVisitorActs(observer, SETTLE_MS);
  return settling.stop;
}

/** How long a hash link waits for its section to exist (the home page's later sections load on demand). */
const WAIT_FOR_SECTION_MS = 10_000;

/**
 * Scrolls to a section as soon as it exists, then keeps it in place while the page settles.
 * Issue 21: from /order or /offers, "About" and "Contact" landed at the top of the home page in 11
 * of 16 tries, because the sections below the menu were still loading when the scroll was tried
 * once. Stops when the visitor scrolls or after WAIT_FOR_SECTION_MS.
 */
export function scrollToSectionWhenReady(id: string): () => void {
  if (document.getElementById(id)) return scrollToSectionAndSettle(id);
  let stopSettling = () => {};
  const observer = new MutationObserver(() => {
    if (waiting.isStopped() || !document.getElementById(id)) return;
    waiting.stop();
    stopSettling = scrollToSectionAndSettle(id);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const waiting = observeUntilVisitorActs(observer, WAIT_FOR_SECTION_MS);
  return () => {
    waiting.stop();
    stopSettling();
  };
}
