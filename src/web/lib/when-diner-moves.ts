/**
 * Parts of a page below the fold (the home page's sections after the menu, the footer) are drawn
 * by the server, but their code is loaded and their HTML hydrated only once the diner moves: the
 * first scroll, tap, key or focus. A phone spends its first seconds making the menu live instead
 * of forms far down the page (issue 23: their hydration was a large part of Lighthouse's Total
 * Blocking Time). The markup is there from
 * the start, so nothing shifts and every word can be read before. On a screen tall enough to show
 * the part without scrolling, it comes alive as soon as it is in view.
 */
const MOVES = ["scroll", "wheel", "pointerdown", "touchstart", "keydown", "focusin", "popstate"] as const;

let markMoved = () => {};
/** Settles at the diner's first move on this page load. */
const moved = new Promise<void>((resolve) => {
  markMoved = resolve;
});

// Listening starts when the page's code starts, before hydration: React asks for the deferred part
// only after it has drawn the rest, and a diner may have scrolled by then.
if (typeof window !== "undefined") {
  const done = () => {
    for (const event of MOVES) window.removeEventListener(event, done, true);
    markMoved();
  };
  for (const event of MOVES) window.addEventListener(event, done, { capture: true, passive: true });
}

/**
 * Settles when the diner has moved or the element the server drew for the part (`serverElementId`)
 * is in view. Without that element in the document (a client-side visit, or on the server) there
 * is nothing to keep, and it settles at once.
 */
export function whenDinerMoves(serverElementId: string): Promise<void> {
  const element = typeof document === "undefined" ? null : document.getElementById(serverElementId);
  if (!element) return Promise.resolve();
  const inView = new IntersectionObserver((entries) => {
    if (entries.some((entry) => entry.isIntersecting)) markMoved();
  });
  inView.observe(element);
  void moved.then(() => inView.disconnect());
  return moved;
}
