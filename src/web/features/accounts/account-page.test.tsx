/**
 * Hydration of /account as a browser does it: the server's HTML (drawn before anyone is asked who
 * is signed in) put in the document, then hydrateRoot over the same tree while the browser already
 * has the answer to /api/auth/me. On a slow phone the navbar asks as soon as it is live and the
 * answer can come before the page's part hydrates (commit 2b6602f); a page drawn from it would not
 * match the server's spinner (React's error #418), so the page waits for useHydrated.
 */
import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { type ReactElement, StrictMode, Suspense, useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "@shared/accounts/auth.schema";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { Providers } from "@web/app/providers";
import { createQueryClient } from "@web/app/query-client";
import { fakeServer } from "@web/testing/render-with-server";
import { AccountPage } from "./account-page";
import { currentCustomerQueryKey } from "./api/get-current-customer";

const noor: CustomerSession = {
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
 * The page inside a Suspense boundary, as SiteLayout puts every screen: React hydrates it after the
 * rest of the page. The probe renders nothing, so the server's HTML is the page's own.
 */
function accountPage(queryClient: QueryClient, onCommit: () => void = () => {}): ReactElement {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <MemoryRouter initialEntries={["/account"]}>
          <Suspense fallback={null}>
            <AccountPage />
            <FirstCommit onCommit={onCommit} />
          </Suspense>
        </MemoryRouter>
      </Providers>
    </StrictMode>
  );
}

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe("the account page hydrating the server's HTML", () => {
  it.each<{ who: string; me: MeResponse; shows: () => Promise<HTMLElement> }>([
    {
      who: "a signed-in member",
      me: { customer: noor },
      shows: () => screen.findByRole("heading", { name: "Welcome, Noor" }),
    },
    {
      who: "a guest",
      me: { customer: null },
      shows: () => screen.findByRole("button", { name: "Sign In" }),
    },
  ])(
    "keeps the server's spinner for its first paint when /api/auth/me answered first ($who)",
    async ({ me, shows }) => {
      // The dashboard's panels ask for their lists once it shows; empty answers keep it quiet.
      fakeServer({
        "GET /api/auth/me": me,
        "GET /api/customer/orders": [],
        "GET /api/customer/rewards": [],
        "GET /api/customer/points": { balance: 0, entries: [] },
        "GET /api/customer/coupons": [],
        "GET /api/customer/newsletter": { subscribed: false, pending: false },
        "GET /api/customer/reviews": [],
      });
      // The server knows nobody: its query client has no answer for /api/auth/me.
      const serverHtml = renderToString(accountPage(createQueryClient()));
      expect(serverHtml).toContain("Loading your account");

      const container = document.createElement("div");
      container.innerHTML = serverHtml;
      document.body.append(container);
      // The browser's cache already holds the answer, as the navbar's request left it.
      const browserClient = createQueryClient();
      browserClient.setQueryData(currentCustomerQueryKey, me);

      const recoverable: unknown[] = [];
      const consoleError = vi.spyOn(console, "error");
      let firstPaint: string | undefined;
      // Not in act(): React hydrates on its own schedule, the late boundary after the rest, as in a browser.
      root = hydrateRoot(
        container,
        accountPage(browserClient, () => {
          firstPaint ??= container.innerHTML;
        }),
        { onRecoverableError: (error) => recoverable.push(error) },
      );

      await shows();
      // React 19 reports a mismatch to onRecoverableError (not the console, once that is given), then
      // throws the server's HTML away and draws the client's: the probe would record that instead.
      expect(recoverable).toEqual([]);
      const hydrationErrors = consoleError.mock.calls.filter((args) =>
        /hydrat|#418|did(n't| not) match/i.test(args.map(String).join(" ")),
      );
      expect(hydrationErrors).toEqual([]);
      expect(firstPaint).toBe(serverHtml);
    },
  );
});
