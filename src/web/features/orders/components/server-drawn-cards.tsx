/**
 * The later dish cards as the server drew them, for the moment before their code is live (issue
 * 33, item 3). React keeps a Suspense boundary's server HTML while it waits to hydrate it, but an
 * update that reaches the boundary first (a context, the menu's props) makes React give up
 * hydrating and draw the fallback instead: with nothing as the fallback, 70 of /order's 76 dishes
 * left the document until the first scroll, out of reach of find-in-page, Tab and screen readers.
 * This fallback puts the server's own markup back, card by card: parsing it is the browser's work,
 * not React's, so no long task comes back (decision 0033). Its buttons do nothing until the cards
 * come alive, which the diner's first move brings.
 */

/** Each server-drawn card's inner HTML by dish id, read once from the document before React replaces it. */
let serverCards: Map<number, string> | undefined;

/** The attribute by which a card the server drew is found again. */
export const DISH_CARD_ATTRIBUTE = "data-dish-id";

function readServerCards(): Map<number, string> {
  // An empty reading (a client-side visit) is not kept: a later server-drawn page may need it.
  if (serverCards?.size) return serverCards;
  const cards = new Map<number, string>();
  if (typeof document !== "undefined") {
    for (const card of document.querySelectorAll<HTMLElement>(`li[${DISH_CARD_ATTRIBUTE}]`)) {
      cards.set(Number(card.getAttribute(DISH_CARD_ATTRIBUTE)), card.innerHTML);
    }
  }
  serverCards = cards;
  return cards;
}

// Read as the page's code starts (this module is loaded before hydration begins), while the
// document is still the server's.
readServerCards();

/**
 * The cards the server drew for `ids`, as inert HTML in `li`s of the given class; a dish the server
 * did not draw (a client-side visit) is left out, as before: its live card follows at once.
 */
export function ServerDrawnCards({
  ids,
  className,
  firstId,
}: {
  ids: number[];
  className: string;
  firstId?: string;
}) {
  const cards = readServerCards();
  return ids.map((id, index) => {
    const html = cards.get(id);
    if (html === undefined) return null;
    return (
      <li
        key={id}
        id={index === 0 ? firstId : undefined}
        {...{ [DISH_CARD_ATTRIBUTE]: id }}
        className={className}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this very card, read back from the page.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  });
}
