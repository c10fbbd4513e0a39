/**
 * The data a server-rendered page was drawn with travels in the page itself, as JSON in a
 * non-executable script element (allowed by the Content Security Policy, unlike an inline script),
 * so the browser's first render matches the HTML without asking the API again.
 */
import type { DehydratedState } from "@tanstack/react-query";

const PAGE_DATA_ELEMENT_ID = "page-data";

export interface PageData {
  queries: DehydratedState;
}

/** JSON that cannot end its script element or open a comment, whatever text the data holds. */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(data)}</script>`;
}

/**
 * The page's data as received `now`. React Query dates each answer from when the server drew the
 * page, and the public cache serves that page for as long as its facts do not change: a page drawn
 * ten minutes ago is as current as one drawn now. Left with the drawing time, the answers looked
 * stale past the five-minute staleTime, and every part that came alive later asked the API again.
 */
export function receivedAt(data: PageData, now: number): DehydratedState {
  return {
    ...data.queries,
    queries: data.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

export function readPageData(document: Document): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PageData;
}
