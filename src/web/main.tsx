import { hydrate } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { readPageData, receivedAt } from "./app/page-data";
import { Providers } from "./app/providers";
import { createQueryClient } from "./app/query-client";
import { routes } from "./app/routes";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * A page the server rendered (it carries its data) is hydrated: the screen's on-demand module is
 * loaded first, else React would find the route empty and redraw the page. Staff screens come
 * without server HTML and are drawn here.
 */
async function start(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const pageData = readPageData(document);
  if (pageData) {
    hydrate(queryClient, receivedAt(pageData, Date.now()));
    const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async (match) => {
        const lazy = match.route.lazy;
        if (typeof lazy !== "function") return;
        Object.assign(match.route, { ...(await lazy()), lazy: undefined });
      }),
    );
  }
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </Providers>
    </StrictMode>
  );
  // Hydration as a transition: React renders it in slices of a few milliseconds and lets the phone
  // answer a tap between them, instead of one long task for the whole page (Lighthouse's TBT). The
  // page is already drawn by the server, so nothing waits for it to see the menu.
  if (pageData) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start(root);
