/**
 * Server rendering of the public pages (decision 0018). The server calls `renderPage` with the
 * request's URL and a loader for the public API reads the page makes; it gets back the HTML of
 * the app's root and the data script the browser hydrates from (main.tsx).
 *
 * Which reads a page makes is found by rendering it: React Query notes every query a component
 * asks for, even on the server where nothing is fetched. The missing answers are loaded (from the
 * server's in-memory copies when warm) and the page is drawn again, until nothing new is asked.
 */
import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { type ReactElement, StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { pageDataScript } from "./app/page-data";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { routes } from "./app/routes";

export { isClientOnlyPath } from "./app/routes";

/** A query whose answer appears only once another's has (a list, then its details) needs a pass more. */
const MAX_PASSES = 4;

/** The answer to a GET of a public API path, or undefined when the server will not give it here. */
export type LoadPublicRead = (path: string) => Promise<unknown>;

export interface RenderedPage {
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` element carrying the page's data. */
  dataScript: string;
  /** The API paths whose answers the page shows. */
  reads: string[];
}

const handler = createStaticHandler(routes);

export async function renderPage(url: URL, load: LoadPublicRead): Promise<RenderedPage> {
  const context = await handler.query(new Request(url));
  // The routes have no loaders or actions, so the handler never answers with a redirect.
  if (context instanceof Response) throw new Error(`Unexpected ${context.status} from the route handler`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  const asked = new Set<string>();
  const reads: string[] = [];

  for (let pass = 1; ; pass += 1) {
    const html = await renderToString(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </Providers>
      </StrictMode>,
    );
    const missing = unansweredPaths(queryClient).filter((path) => !asked.has(path));
    if (missing.length === 0 || pass === MAX_PASSES) {
      return { html, dataScript: pageDataScript({ queries: dehydrate(queryClient) }), reads };
    }
    await Promise.all(
      missing.map(async (path) => {
        asked.add(path);
        const data = await load(path);
        if (data === undefined) return;
        queryClient.setQueryData([path], data);
        reads.push(path);
      }),
    );
  }
}

/** Queries keyed by one API path (the spec's default loader) that have no answer yet. */
function unansweredPaths(queryClient: QueryClient): string[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined)
    .map((query) => query.queryKey)
    .filter((key): key is [string] => key.length === 1 && typeof key[0] === "string")
    .map(([path]) => path)
    .filter((path) => path.startsWith("/api/"));
}

/**
 * Waits for every on-demand part (Suspense) to render, so the HTML is the whole page. Every part
 * goes in its place: React would otherwise send a large one after the rest with an inline script
 * to move it, which the Content Security Policy (rightly) refuses to run.
 */
async function renderToString(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
