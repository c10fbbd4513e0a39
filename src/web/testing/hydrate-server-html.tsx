/**
 * Hydration as a browser does it, for tests of parts that must not draw what the server could not
 * know: the server's HTML (rendered with renderToString in the server's state) put in the
 * document, then hydrateRoot over the same tree in the browser's state. Not in act(): React
 * hydrates on its own schedule, a Suspense boundary after the rest, as in a browser.
 */
import type { QueryClient } from "@tanstack/react-query";
import { type ReactElement, type ReactNode, StrictMode, Suspense, useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { Providers } from "@web/app/providers";
import { createQueryClient } from "@web/app/query-client";

/** A signed-in member, as /api/auth/me and local storage hold her. */
export const NOOR: CustomerSession = {
  id: 7,
  firstName: "Noor",
  lastName: "Ahmed",
  email: "noor@example.com",
  phone: "07700 900456",
  totalOrders: 3,
  totalSpent: "42.50",
  loyaltyPoints: 120,
  memberSince: "2026-01-10T12:00:00.000Z",
  dateOfBirth: null,
};

/** Records the page as it stood when the part holding it first committed (its hydration, if it matched). */
function FirstCommit({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

/**
 * The app's providers and a router around `late`, which sits in a Suspense boundary (as SiteLayout
 * puts the navbar and every screen) with the first-commit probe; `beside` is rendered next to the
 * boundary, hydrated with the root.
 */
function page(
  queryClient: QueryClient,
  parts: { late: ReactNode; beside?: ReactNode; path?: string },
  onCommit: () => void,
): ReactElement {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={[parts.path ?? "/"]}>
          <Suspense fallback={null}>
            {parts.late}
            <FirstCommit onCommit={onCommit} />
          </Suspense>
          {parts.beside}
        </MemoryRouter>
      </Providers>
    </StrictMode>
  );
}

let root: Root | undefined;

/** Unmounts what hydrateOverServerHtml mounted and empties the document (for afterEach). */
export function unmountHydrated(): void {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
}

/**
 * Renders the parts on a server with an empty query client, puts the HTML in the document, lets
 * `intoBrowserState` set up what the browser already knows (its query client, local storage), and
 * hydrates. Once `settled` resolves, `mismatches()` lists what React reported (to
 * onRecoverableError, or to the console) and `firstPaint` is the boundary's first committed HTML,
 * equal to the server's when its hydration matched: React throws mismatched HTML away and draws
 * the client's, which the probe would record instead.
 */
export async function hydrateOverServerHtml(
  parts: { late: ReactNode; beside?: ReactNode; path?: string },
  intoBrowserState: (browserClient: QueryClient) => void,
  settled: () => Promise<unknown>,
) {
  const noop = () => {};
  const serverHtml = renderToString(page(createQueryClient(), parts, noop));
  const container = document.createElement("div");
  container.innerHTML = serverHtml;
  document.body.append(container);
  const browserClient = createQueryClient();
  intoBrowserState(browserClient);

  const recoverable: unknown[] = [];
  const consoleError = vi.spyOn(console, "error");
  let firstPaint: string | undefined;
  root = hydrateRoot(
    container,
    page(browserClient, parts, () => {
      firstPaint ??= container.innerHTML;
    }),
    { onRecoverableError: (error) => recoverable.push(error) },
  );
  await settled();
  // React 19 reports a mismatch to onRecoverableError (not the console, once that is given).
  const consoleMismatches = consoleError.mock.calls.filter((args) =>
    /hydrat|#418|did(n't| not) match/i.test(args.map(String).join(" ")),
  );
  return { serverHtml, firstPaint, mismatches: [...recoverable, ...consoleMismatches] };
}
