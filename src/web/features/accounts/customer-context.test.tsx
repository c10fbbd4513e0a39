/**
 * Hydration of a signed-in member's page as a browser does it: the server's HTML (every page is
 * drawn signed out) put in the document, then hydrateRoot over the same tree with the member's
 * session in local storage. Issue 21: the navbar, hydrated after the rest of the page, read the
 * customer the provider had already loaded and drew "Welcome, Noor" over the server's "Sign In"
 * (React's error #418). useCustomer answers signed out until its own component has hydrated.
 */
import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { type ReactElement, StrictMode, Suspense, useLayoutEffect } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { Providers } from "@web/app/providers";
import { createQueryClient } from "@web/app/query-client";
import { fakeServer } from "@web/testing/render-with-server";
import { AccountMenu } from "./account-menu";
import { CUSTOMER_STORAGE_KEY } from "./customer-context";
import { CustomerSessionSync } from "./customer-session-sync";

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
 * SiteLayout's shape: the navbar's account menu in a Suspense boundary (hydrated after the rest),
 * CustomerSessionSync beside it (hydrated with the root). The neighbour is needed to reproduce the
 * bug: it re-renders in the same pass as the provider loading the stored customer, so React walks
 * past the still-dehydrated boundary without marking it changed, and hydrates it later with the
 * loaded customer. With the menu alone, React hydrated the boundary with the old value first and
 * no mismatch showed even without the guard (tried: react-dom 19.3, happy-dom).
 */
function navbarPage(queryClient: QueryClient, onCommit: () => void = () => {}): ReactElement {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <MemoryRouter>
          <Suspense fallback={null}>
            <AccountMenu />
            <FirstCommit onCommit={onCommit} />
          </Suspense>
          <CustomerSessionSync />
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
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("useCustomer in a part hydrated late", () => {
  it("hydrates the server's 'Sign In' for a stored member, then welcomes them", async () => {
    // The session is live: the sync's request confirms the stored member.
    fakeServer({ "GET /api/auth/me": { customer: noor } });
    const serverHtml = renderToString(navbarPage(createQueryClient()));
    expect(serverHtml).toContain("Sign In");

    const container = document.createElement("div");
    container.innerHTML = serverHtml;
    document.body.append(container);
    localStorage.setItem(CUSTOMER_STORAGE_KEY, JSON.stringify(noor));

    const recoverable: unknown[] = [];
    const consoleError = vi.spyOn(console, "error");
    let firstPaint: string | undefined;
    // Not in act(): React hydrates on its own schedule, the late boundary after the rest, as in a browser.
    root = hydrateRoot(
      container,
      navbarPage(createQueryClient(), () => {
        firstPaint ??= container.innerHTML;
      }),
      { onRecoverableError: (error) => recoverable.push(error) },
    );

    await screen.findByRole("link", { name: "Welcome, Noor" });
    // React 19 reports a mismatch to onRecoverableError (not the console, once that is given), then
    // throws the server's HTML away and draws the client's: the probe would record that instead.
    expect(recoverable).toEqual([]);
    const hydrationErrors = consoleError.mock.calls.filter((args) =>
      /hydrat|#418|did(n't| not) match/i.test(args.map(String).join(" ")),
    );
    expect(hydrationErrors).toEqual([]);
    expect(firstPaint).toBe(serverHtml);
  });
});
