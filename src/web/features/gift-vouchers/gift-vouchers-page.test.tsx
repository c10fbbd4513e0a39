import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { GiftVoucherOffer } from "@shared/gift-vouchers/gift-vouchers.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { GiftVouchersPage } from "./gift-vouchers-page";

const offer: GiftVoucherOffer = {
  enabled: true,
  presetAmountsPence: [2500, 5000],
  minPence: 1000,
  maxPence: 20000,
  validityMonths: 12,
  promoted: true,
  today: "2026-12-03",
  stripePublishableKey: null,
  paypalClientId: null,
  testMode: true,
};

const purchase = {
  id: 9,
  status: "active",
  amountPence: 2500,
  recipientName: "Priya",
  sendOn: "2026-12-25",
  expiresOn: "2027-12-03",
};

async function fillIn(user: ReturnType<typeof renderWithClient>["user"]) {
  await user.type(await screen.findByLabelText(/Recipient's name/), "Priya");
  await user.type(screen.getByLabelText(/Recipient's email/), "priya@example.com");
  await user.type(screen.getByLabelText(/Your name/), "Sam Patel");
  await user.type(screen.getByLabelText(/Your email/), "sam@example.com");
}

const page = () => (
  <MemoryRouter>
    <GiftVouchersPage />
  </MemoryRouter>
);

describe("buying a gift voucher (issue 38)", () => {
  it("in demo mode pays with the simulated payment, labelled so", async () => {
    const server = fakeServer({
      "GET /api/gift-vouchers/offer": offer,
      "POST /api/gift-vouchers": { id: 9, token: "tok", amountPence: 2500 },
      "POST /api/gift-vouchers/9/pay": purchase,
    });
    const { user } = renderWithClient(page());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Pay (simulated payment)" }));
    expect(await screen.findByText(/your £25.00 voucher is paid/)).toBeTruthy();
    expect(server.writes().map((w) => [w.path, w.body])).toEqual([
      ["/api/gift-vouchers", expect.objectContaining({ amountPence: 2500, recipientName: "Priya" })],
      ["/api/gift-vouchers/9/pay", { paymentMethod: "test" }],
    ]);
  });

  it("with card payments set up, makes the voucher and opens the card form; nothing is paid by itself", async () => {
    const server = fakeServer({
      "GET /api/gift-vouchers/offer": { ...offer, testMode: false, stripePublishableKey: "pk_test_123" },
      "POST /api/gift-vouchers": { id: 9, token: "tok", amountPence: 2500 },
      "POST /api/gift-vouchers/9/payment-intent": { clientSecret: "pi_9_secret_x" },
    });
    const { user } = renderWithClient(page());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByRole("region", { name: "Pay for the gift voucher" })).toBeTruthy();
    expect(screen.getByText("Pay £25.00")).toBeTruthy();
    // Only the card tab: PayPal is not set up on this site.
    expect(screen.getByRole("tab", { name: "Card" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByRole("tab", { name: "PayPal" })).toBeNull();
    // The PaymentIntent is asked for with the voucher's secret; no simulated payment is ever sent.
    await waitFor(() =>
      expect(server.writes().map((w) => w.path)).toEqual([
        "/api/gift-vouchers",
        "/api/gift-vouchers/9/payment-intent",
      ]),
    );
  });

  it("with PayPal set up too, offers both; PayPal's tab says so when PayPal's script cannot load", async () => {
    const server = fakeServer({
      "GET /api/gift-vouchers/offer": {
        ...offer,
        testMode: false,
        stripePublishableKey: "pk_test_123",
        paypalClientId: "paypal-client",
      },
      "POST /api/gift-vouchers": { id: 9, token: "tok", amountPence: 2500 },
      "POST /api/gift-vouchers/9/payment-intent": { clientSecret: "pi_9_secret_x" },
      "GET /paypal/setup": { clientToken: "client-token" },
    });
    const { user } = renderWithClient(page());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    await user.click(await screen.findByRole("tab", { name: "PayPal" }));
    expect(screen.getByRole("tab", { name: "PayPal" }).getAttribute("aria-selected")).toBe("true");
    // jsdom loads no outside script, as a browser that cannot reach PayPal: the catalogue's text.
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Unable to load payment form. Please try again.",
    );
    // No PayPal order is made until PayPal's own button asks for one.
    expect(server.writes().map((w) => w.path)).not.toContain("/api/gift-vouchers/9/paypal-order");
  });

  it("with only PayPal, opens PayPal's tab and asks for no card payment", async () => {
    const server = fakeServer({
      "GET /api/gift-vouchers/offer": { ...offer, testMode: false, paypalClientId: "paypal-client" },
      "POST /api/gift-vouchers": { id: 9, token: "tok", amountPence: 2500 },
      "GET /paypal/setup": { clientToken: "client-token" },
    });
    const { user } = renderWithClient(page());
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Continue to payment" }));
    expect(await screen.findByRole("tab", { name: "PayPal" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Card" })).toBeNull();
    expect(server.writes().map((w) => w.path)).toEqual(["/api/gift-vouchers"]);
  });

  it("without any online payment, says to buy in the restaurant", async () => {
    fakeServer({ "GET /api/gift-vouchers/offer": { ...offer, testMode: false } });
    renderWithClient(page());
    expect(await screen.findByText(/Online payment is not set up on this site/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Pay|Continue/ })).toBeNull();
  });
});
