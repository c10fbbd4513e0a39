/**
 * Hydration of /account as a browser does it: the server's HTML (drawn before anyone is asked who
 * is signed in) put in the document, then hydrateRoot over the same tree while the browser already
 * has the answer to /api/auth/me. On a slow phone the navbar asks as soon as it is live and the
 * answer can come before the page's part hydrates (commit 2b6602f); a page drawn from it would not
 * match the server's spinner (React's error #418), so the page waits for useHydrated.
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MeResponse } from "@shared/accounts/auth.schema";
import { hydrateOverServerHtml, NOOR, unmountHydrated } from "@web/testing/hydrate-server-html";
import { fakeServer } from "@web/testing/render-with-server";
import { AccountPage } from "./account-page";
import { currentCustomerQueryKey } from "./api/get-current-customer";

afterEach(() => {
  unmountHydrated();
  vi.restoreAllMocks();
});

describe("the account page hydrating the server's HTML", () => {
  it.each<{ who: string; me: MeResponse; shows: () => Promise<HTMLElement> }>([
    {
      who: "a signed-in member",
      me: { customer: NOOR },
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
      const hydrated = await hydrateOverServerHtml(
        { late: <AccountPage />, path: "/account" },
        // The browser's cache already holds the answer, as the navbar's request left it.
        (browserClient) => browserClient.setQueryData(currentCustomerQueryKey, me),
        shows,
      );
      expect(hydrated.serverHtml).toContain("Loading your account");
      expect(hydrated.mismatches).toEqual([]);
      expect(hydrated.firstPaint).toBe(hydrated.serverHtml);
    },
  );
});
