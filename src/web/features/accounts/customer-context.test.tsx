/**
 * Hydration of a signed-in member's page as a browser does it: the server's HTML (every page is
 * drawn signed out) put in the document, then hydrateRoot over the same tree with the member's
 * session in local storage. Issue 21: the navbar, hydrated after the rest of the page, read the
 * customer the provider had already loaded and drew "Welcome, Noor" over the server's "Sign In"
 * (React's error #418). useCustomer answers signed out until its own component has hydrated.
 */
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hydrateOverServerHtml, NOOR, unmountHydrated } from "@web/testing/hydrate-server-html";
import { fakeServer } from "@web/testing/render-with-server";
import { AccountMenu } from "./account-menu";
import { CUSTOMER_STORAGE_KEY } from "./customer-context";
import { CustomerSessionSync } from "./customer-session-sync";

afterEach(() => {
  unmountHydrated();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("useCustomer in a part hydrated late", () => {
  it("hydrates the server's 'Sign In' for a stored member, then welcomes them", async () => {
    // The session is live: the sync's request confirms the stored member.
    fakeServer({ "GET /api/auth/me": { customer: NOOR } });
    const hydrated = await hydrateOverServerHtml(
      // SiteLayout's shape: the navbar's account menu in a boundary hydrated after the rest, the
      // session sync beside it. The neighbour is needed to reproduce the bug: it re-renders in the
      // same pass as the provider loading the stored customer, so React walks past the still
      // dehydrated boundary without marking it changed, and hydrates it later with the loaded
      // customer. With the menu alone no mismatch showed even without the guard (react-dom 19.3,
      // happy-dom).
      { late: <AccountMenu />, beside: <CustomerSessionSync /> },
      () => localStorage.setItem(CUSTOMER_STORAGE_KEY, JSON.stringify(NOOR)),
      () => screen.findByRole("link", { name: "Welcome, Noor" }),
    );
    expect(hydrated.serverHtml).toContain("Sign In");
    expect(hydrated.mismatches).toEqual([]);
    expect(hydrated.firstPaint).toBe(hydrated.serverHtml);
  });
});
