import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Quote } from "@shared/orders/place-order.schema";
import { renderWithClient } from "@web/testing/render-with-server";
import { type CartLine, cartPricing } from "../cart";
import { PriceSummary } from "./price-summary";

const line = (pricePence: number, quantity: number): CartLine => ({
  id: pricePence,
  name: `Dish ${pricePence}`,
  pricePence,
  quantity,
  options: [],
  category: "breads",
  image: null,
  specialInstructions: "",
});

const quoteOf = (subtotalPence: number, discountPence: number): Quote => ({
  subtotalPence,
  discountPence,
  totalPence: subtotalPence - discountPence,
  discountLabel: null,
  couponCode: null,
  couponError: null,
  couponBeatenByOffer: false,
  freeItemsToClaim: [],
  lines:
    discountPence > 0
      ? [{ kind: "percent_off", promotionId: 1, title: "10% off", code: null, amountPence: discountPence }]
      : [],
  notice: null,
  combiningRule: "One code per order.",
  pointsRedeemed: 0,
  pointsPerPound: 100,
  pointsBalance: null,
  minimumOrderPence: 0,
  amountToMinimumPence: 0,
});

const answered = (
  data: Quote | undefined,
  extra: { isPlaceholderData?: boolean; error?: Error | null } = {},
) => ({
  data,
  isPlaceholderData: extra.isPlaceholderData ?? false,
  error: extra.error ?? null,
  refetch: () => undefined,
});

describe("cart pricing (what the cart and checkout may call the total)", () => {
  const lines = [line(450, 2), line(1295, 1)]; // £21.95

  it("is the server's quote once it has answered for these lines", () => {
    const pricing = cartPricing(answered(quoteOf(2195, 220)), lines);
    expect(pricing).toMatchObject({ state: "priced", subtotalPence: 2195, totalPence: 1975 });
  });

  it("is not yet a total while the answer shown is for the cart before the last change", () => {
    // The cart had three naans: the kept answer's discount was for £26.45 of dishes.
    const stale = cartPricing(answered(quoteOf(2645, 265), { isPlaceholderData: true }), lines);
    expect(stale).toMatchObject({ state: "pricing", subtotalPence: 2195, promotions: [] });
  });

  it("keeps the last answer's lines while another code is asked for the same dishes, as not yet a total", () => {
    const asking = cartPricing(answered(quoteOf(2195, 220), { isPlaceholderData: true }), lines);
    expect(asking.state).toBe("pricing");
    expect(asking.promotions).toHaveLength(1);
  });

  it("says the quote failed, in the server's words, when it did", () => {
    const failed = cartPricing(answered(undefined, { error: new Error("Butter Naan is sold out") }), lines);
    expect(failed).toMatchObject({ state: "failed", error: "Butter Naan is sold out" });
  });
});

describe("price summary", () => {
  it("a stored delivery order with a tip: the fee inside the total, the tip beside it", () => {
    // £20.00 of food, 10% off, £2.50 delivery: a £20.50 total; a £2.00 tip makes £22.50 charged.
    const quote = quoteOf(2000, 200);
    renderWithClient(
      <PriceSummary
        pricing={{ ...quote, totalPence: 2050, promotions: quote.lines }}
        stored={{ deliveryFeePence: 250, tipPence: 200 }}
      />,
    );
    const summary = screen.getByTestId("price-summary").textContent;
    expect(summary).toContain("Subtotal£20.00");
    expect(summary).toContain("10% off-£2.00");
    expect(summary).toContain("Delivery£2.50");
    expect(summary).toContain("Total£20.50");
    expect(summary).toContain("Your tip for the team£2.00");
    expect(screen.getByTestId("total-with-tip").textContent).toBe("£22.50");
  });

  it("a stored collection order without a tip shows neither line", () => {
    const quote = quoteOf(1500, 0);
    renderWithClient(
      <PriceSummary
        pricing={{ ...quote, promotions: [] }}
        stored={{ deliveryFeePence: null, tipPence: 0 }}
      />,
    );
    const summary = screen.getByTestId("price-summary").textContent;
    expect(summary).not.toContain("Delivery");
    expect(summary).not.toContain("tip");
  });

  it("shows the server's total when priced", () => {
    renderWithClient(
      <PriceSummary pricing={{ ...quoteOf(2195, 220), promotions: quoteOf(2195, 220).lines }} />,
    );
    expect(screen.getByTestId("order-total").textContent).toBe("£19.75");
    expect(screen.getByText("-£2.20")).toBeTruthy();
  });

  it("shows no figure as the total while the quote is being asked", () => {
    const pricing = cartPricing(answered(undefined), [line(450, 2)]);
    renderWithClient(<PriceSummary pricing={pricing} />);
    const total = screen.getByTestId("order-total");
    expect(total.textContent).toBe("Updating...");
    expect(total.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByText("£9.00")).toBeTruthy(); // the subtotal is the dishes' own prices
  });

  it("says why the quote failed and asks again when told to", async () => {
    let asked = 0;
    const pricing = cartPricing(
      { ...answered(undefined, { error: new Error("Network down") }), refetch: () => asked++ },
      [line(450, 2)],
    );
    const { user } = renderWithClient(<PriceSummary pricing={pricing} />);
    expect(screen.getByRole("alert").textContent).toContain("Network down");
    expect(screen.getByTestId("order-total").textContent).toBe("Not available");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(asked).toBe(1);
  });
});
