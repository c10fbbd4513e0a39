import { screen } from "@testing-library/react";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { Quote } from "@shared/orders/place-order.schema";
import { renderWithClient } from "@web/testing/render-with-server";
import { CouponForm } from "./coupon-form";
import { PointsForm } from "./points-form";

const quote: Quote = {
  subtotalPence: 3000,
  discountPence: 0,
  totalPence: 3000,
  discountLabel: null,
  couponCode: null,
  couponError: null,
  couponBeatenByOffer: false,
  freeItemsToClaim: [],
  lines: [],
  notice: null,
  combiningRule: "One code per order.",
  pointsRedeemed: 0,
  pointsPerPound: 100,
  pointsBalance: 250,
  minimumOrderPence: 1500,
  amountToMinimumPence: 0,
};

describe("points form", () => {
  it("spends a whole number of points up to the balance, and none for an empty box", async () => {
    const onRedeem = vi.fn();
    const { user } = renderWithClient(<PointsForm quote={quote} onRedeem={onRedeem} />);
    const box = screen.getByLabelText("Spend loyalty points (you have 250; 100 points = £1)");

    await user.type(box, "120");
    await user.click(screen.getByRole("button", { name: "Use points" }));
    expect(onRedeem).toHaveBeenLastCalledWith(120);

    await user.clear(box);
    await user.type(box, "300");
    await user.click(screen.getByRole("button", { name: "Use points" }));
    expect(await screen.findByText("You have 250 points to spend")).toBeTruthy();
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(onRedeem).toHaveBeenCalledTimes(1);

    await user.clear(box);
    await user.click(screen.getByRole("button", { name: "Use points" }));
    expect(onRedeem).toHaveBeenLastCalledWith(0);
  });

  it("is not offered to a guest or to a diner with no points", () => {
    const { container, rerender } = renderWithClient(
      <PointsForm quote={{ ...quote, pointsBalance: null }} onRedeem={() => {}} />,
    );
    expect(container.querySelector("form")).toBeNull();
    rerender(<PointsForm quote={{ ...quote, pointsBalance: 0 }} onRedeem={() => {}} />);
    expect(container.querySelector("form")).toBeNull();
  });
});

describe("coupon form", () => {
  it("applies the code in capitals, and removes it", async () => {
    const onApply = vi.fn();
    const { user, rerender } = renderWithClient(
      <CouponForm applied={null} quote={quote} onApply={onApply} />,
    );
    const apply = screen.getByRole("button", { name: "Apply" });
    expect(apply.hasAttribute("disabled")).toBe(true);

    await user.type(screen.getByLabelText("Coupon code"), " audit12 ");
    await user.click(apply);
    expect(onApply).toHaveBeenLastCalledWith("AUDIT12");

    rerender(<CouponForm applied="AUDIT12" quote={{ ...quote, couponCode: "AUDIT12" }} onApply={onApply} />);
    expect(screen.getByText("Coupon AUDIT12 applied.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(onApply).toHaveBeenLastCalledWith(null);
    expect((screen.getByLabelText("Coupon code") as HTMLInputElement).value).toBe("");
  });

  it("brings its answer into view when it arrives (issue 33: below the fold on a phone)", () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    const { rerender } = renderWithClient(<CouponForm applied={null} quote={quote} onApply={() => {}} />);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(
      <CouponForm
        applied="NOPE"
        quote={{ ...quote, couponError: "This code is not valid" }}
        onApply={() => {}}
      />,
    );
    expect(screen.getByText("This code is not valid")).toBeTruthy();
    expect(scrolled).toHaveBeenCalledWith({ block: "nearest", behavior: "smooth" });
    expect(scrolled.mock.contexts[0]).toBe(screen.getByText("This code is not valid").parentElement);
  });
});
