import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/orders/order.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { OrderCard, type OrderCardActions } from "./order-card";

/** Paid online by card, nothing refunded (the tests change the status to unpaid). */
const PAID_BY_CARD = {
  paymentStatus: "completed",
  paymentMethod: "stripe",
  paymentId: "pi_1",
  refundedPence: 0,
  paymentNote: null,
} as const satisfies Partial<Order>;

const order: Order = {
  id: 41,
  orderNumber: "HH-CARD41",
  customerName: "Asha Patel",
  customerPhone: "07700900123",
  customerEmail: null,
  items: [
    {
      id: 1,
      name: "Chicken Dum Biryani",
      price: "£10.00",
      pricePence: 1000,
      quantity: 2,
      options: [],
      isVegetarian: false,
      isSpicy: true,
      allergens: [],
    },
  ],
  subtotalPence: 2000,
  discountPence: 0,
  totalPence: 2000,
  totalAmount: "£20.00",
  tipPence: 0,
  discountLabel: null,
  couponCode: null,
  promotions: [],
  pointsRedeemed: 0,
  ...PAID_BY_CARD,
  orderStatus: "preparing",
  collectionDate: "2026-11-24",
  collectionTime: "19:30",
  specialInstructions: null,
  createdAt: "2026-11-24T18:50:00.000Z",
  printedAt: "2026-11-24T18:51:00.000Z",
  printedVia: "browser",
  paysOnline: true,
  channel: "online",
  acknowledgedAt: "2026-11-24T18:51:00.000Z",
  delivery: null,
};
const actions: OrderCardActions = { onStatus: () => {}, onAcknowledge: () => {}, busy: false };
const NOW = new Date("2026-11-24T19:00:00.000Z");

/** The restaurant has a VAT number in its legal details, whether or not VAT registration is on. */
const restaurant = {
  confirmed: true,
  details: {
    name: "Hyderabad House",
    description: "",
    street: "1 High Street",
    town: "Bath",
    postcode: "BA1 1AA",
    phone: "01225 000000",
    email: "hello@example.com",
    website: "",
    socialLinks: [],
    deliveryLinks: [],
    hygieneRating: null,
    fhrsId: "",
    hygieneRatingDate: null,
    tradingName: "",
    companyName: "",
    companyNumber: "",
    vatNumber: "GB123456789",
    registeredAddress: "",
    mailSenderName: "",
  },
};

function renderCard(card: Order, vatRegistered: boolean) {
  fakeServer({ "GET /api/restaurant": restaurant });
  const rendered = renderWithClient(
    <OrderCard order={card} now={NOW} actions={actions} vatRegistered={vatRegistered} />,
  );
  return { ...rendered, card: screen.getByRole("article", { name: `Order ${card.orderNumber}` }) };
}

async function receiptLinkAfterMore(card: Order, vatRegistered: boolean) {
  const { user, card: article } = renderCard(card, vatRegistered);
  await user.click(within(article).getByText("More"));
  // Time for any answer the card waits on (the restaurant's details) to be drawn.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return within(article).queryByRole("link", { name: "VAT receipt (PDF)" });
}

describe("a kitchen board card", () => {
  it("offers the VAT receipt only when the server gives one: VAT registered and the order paid", async () => {
    const link = await receiptLinkAfterMore(order, true);
    expect(link?.getAttribute("href")).toBe("/api/admin/vat/receipts/41");
  });

  it("has no VAT receipt link while VAT registration is off (the server answers 409)", async () => {
    expect(await receiptLinkAfterMore(order, false)).toBeNull();
  });

  it("has no VAT receipt link for an order still to pay", async () => {
    expect(await receiptLinkAfterMore({ ...order, paymentStatus: "pending" }, true)).toBeNull();
  });

  it("says what the diner paid, the tip included", () => {
    const { card } = renderCard({ ...order, tipPence: 200 }, false);
    expect(within(card).getByText("Paid £22.00 (incl. £2.00 tip)")).toBeTruthy();
  });

  it("says the total alone when there is no tip", () => {
    const { card } = renderCard(order, false);
    expect(within(card).getByText("Paid £20.00")).toBeTruthy();
  });
});
