import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RefundRequestSchema } from "@shared/payments/payment.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { RefundForm, type RefundFormProps } from "./refund-form";
import { REFUND_AMOUNT_MESSAGE } from "./refund-form.schema";

const order: RefundFormProps["order"] = {
  id: 7,
  orderNumber: "HH-REFUND",
  totalPence: 2450,
  refundedPence: 0,
  paymentStatus: "completed",
  paymentMethod: "stripe",
};
const REFUND_PATH = "/api/admin/orders/7/refund";
const result = (amountPence: number) => ({
  payment: { ...order, refundedPence: amountPence, paymentStatus: "partially_refunded" },
  refunds: [
    {
      id: 1,
      amountPence,
      provider: "stripe",
      providerRefundId: "re_1",
      reason: null,
      createdAt: "2026-11-24T19:30:00.000Z",
    },
  ],
});

describe("refund form", () => {
  it("refuses a part refund with no amount, or more than is left, and sends nothing", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<RefundForm order={order} />);
    await user.click(screen.getByLabelText("Part refund"));
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText(REFUND_AMOUNT_MESSAGE)).toBeTruthy();

    await user.type(screen.getByLabelText(/Amount to refund/), "30");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText("At most £24.50 can be refunded")).toBeTruthy();
    expect(screen.getByLabelText(/Amount to refund/).getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("sends a part refund in pence with its reason, as the server's schema takes it", async () => {
    const server = fakeServer({ [`POST ${REFUND_PATH}`]: result(550) });
    const { user } = renderWithClient(<RefundForm order={order} />);
    await user.click(screen.getByLabelText("Part refund"));
    await user.type(screen.getByLabelText(/Amount to refund/), "5.50");
    await user.type(screen.getByLabelText(/Reason/), " Cold naan ");
    await user.click(screen.getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Refund issued")).toBeTruthy();
    server.expectOneWrite(
      { method: "POST", path: REFUND_PATH, body: { amountPence: 550, reason: "Cold naan" } },
      RefundRequestSchema,
    );
  });

  it("sends a full refund with no amount, so the server refunds what is left", async () => {
    const server = fakeServer({ [`POST ${REFUND_PATH}`]: result(2450) });
    const { user } = renderWithClient(<RefundForm order={order} />);
    await user.click(screen.getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Refund issued")).toBeTruthy();
    server.expectOneWrite({ method: "POST", path: REFUND_PATH, body: {} }, RefundRequestSchema);
  });
});
