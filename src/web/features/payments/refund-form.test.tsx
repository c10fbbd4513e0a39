import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RefundRequestSchema } from "@shared/payments/payment.schema";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { RefundForm, type RefundFormProps } from "./refund-form";
import {
  REFUND_AMOUNT_MESSAGE,
  REFUND_FEE_ONLY_MESSAGE,
  REFUND_KIND_MESSAGE,
  REFUND_TIP_ONLY_MESSAGE,
} from "./refund-form.schema";

const order: RefundFormProps["order"] = {
  id: 7,
  orderNumber: "HH-REFUND",
  totalPence: 2450,
  refundedPence: 0,
  paymentStatus: "completed",
  paymentMethod: "stripe",
  delivery: null,
  tipPence: 0,
};
const REFUND_PATH = "/api/admin/orders/7/refund";
const result = (amountPence: number) => ({
  payment: { ...order, refundedPence: amountPence, paymentStatus: "partially_refunded" },
  refunds: [
    {
      id: 1,
      amountPence,
      deliveryFeePence: 0,
      tipPence: 0,
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

    // Nothing is sent until the owner confirms the amount in words.
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Refund £5.50 of £24.50 to the diner's card?");
    expect(dialog.textContent).toContain("£19.00 will be left to refund afterwards");
    expect(server.writes()).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Yes, refund £5.50" }));

    expect(await screen.findByText("Refund issued")).toBeTruthy();
    server.expectOneWrite(`POST ${REFUND_PATH}`, RefundRequestSchema, {
      amountPence: 550,
      reason: "Cold naan",
    });
  });

  it("sends a full refund of what is left, the amount the owner confirmed", async () => {
    const server = fakeServer({ [`POST ${REFUND_PATH}`]: result(2450) });
    const { user } = renderWithClient(<RefundForm order={order} />);
    await user.click(screen.getByLabelText(/Full refund/));
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await user.click(await screen.findByRole("button", { name: "Yes, refund £24.50" }));

    expect(await screen.findByText("Refund issued")).toBeTruthy();
    server.expectOneWrite(`POST ${REFUND_PATH}`, RefundRequestSchema, { amountPence: 2450 });
  });

  it("chooses nothing by itself: not at first, and not the rest after a part refund", async () => {
    const server = fakeServer({ [`POST ${REFUND_PATH}`]: result(395) });
    const { user } = renderWithClient(<RefundForm order={{ ...order, totalPence: 3378 }} />);
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText(REFUND_KIND_MESSAGE)).toBeTruthy();

    await user.click(screen.getByLabelText("Part refund"));
    await user.type(screen.getByLabelText(/Amount to refund/), "3.95");
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect((await screen.findByRole("alertdialog")).textContent).toContain(
      "Refund £3.95 of £33.78 to the diner's card?",
    );
    await user.click(screen.getByRole("button", { name: "Yes, refund £3.95" }));
    expect(await screen.findByText("Refund issued")).toBeTruthy();

    // After the part refund neither choice is made: one more tap refunds nothing.
    expect((screen.getByLabelText(/Full refund/) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Part refund") as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole("button", { name: "Refund" }));
    expect(await screen.findByText(REFUND_KIND_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.writes()).toHaveLength(1);
  });

  it("a cancelled confirmation sends nothing", async () => {
    const server = fakeServer({});
    const { user } = renderWithClient(<RefundForm order={order} />);
    await user.click(screen.getByLabelText(/Full refund/));
    await user.click(screen.getByRole("button", { name: "Refund" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(server.writes()).toEqual([]);
  });

  describe("a delivery order (issue 35)", () => {
    const delivered: RefundFormProps["order"] = {
      ...order,
      totalPence: 2000,
      delivery: {
        address: "12 Abington Street",
        postcode: "NN3 2AB",
        zoneName: "Town",
        feePence: 250,
        notes: null,
        payOnDelivery: false,
        driverId: null,
        status: "delivered",
        failureReason: null,
      },
    };

    it("adds the delivery fee to a part refund with one tick, and says so before sending", async () => {
      const server = fakeServer({ [`POST ${REFUND_PATH}`]: result(850) });
      const { user } = renderWithClient(<RefundForm order={delivered} />);
      expect(screen.getByLabelText(/Full refund/).closest("label")?.textContent).toContain(
        "£20.00, with the £2.50 delivery fee",
      );
      await user.click(screen.getByLabelText("Part refund"));
      await user.type(screen.getByLabelText(/Amount to refund for the order/), "6");
      await user.click(screen.getByLabelText("Refund the delivery fee too (£2.50)"));
      await user.click(screen.getByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("alertdialog");
      expect(dialog.textContent).toContain("Refund £8.50 of £20.00 to the diner's card?");
      expect(dialog.textContent).toContain("It includes the £2.50 delivery fee.");
      await user.click(screen.getByRole("button", { name: "Yes, refund £8.50" }));
      expect(await screen.findByText("Refund issued")).toBeTruthy();
      server.expectOneWrite(`POST ${REFUND_PATH}`, RefundRequestSchema, {
        amountPence: 850,
        deliveryFeePence: 250,
      });
    });

    it("refunds the fee alone, and says a dish's part refund is not the fee", async () => {
      const server = fakeServer({ [`POST ${REFUND_PATH}`]: result(250) });
      const { user } = renderWithClient(<RefundForm order={delivered} />);
      await user.click(screen.getByLabelText("Part refund"));
      await user.click(screen.getByRole("button", { name: "Refund" }));
      expect(await screen.findByText(REFUND_FEE_ONLY_MESSAGE)).toBeTruthy();
      await user.click(screen.getByLabelText("Refund the delivery fee too (£2.50)"));
      await user.click(screen.getByRole("button", { name: "Refund" }));
      await user.click(await screen.findByRole("button", { name: "Yes, refund £2.50" }));
      expect(await screen.findByText("Refund issued")).toBeTruthy();
      server.expectOneWrite(`POST ${REFUND_PATH}`, RefundRequestSchema, {
        amountPence: 250,
        deliveryFeePence: 250,
      });
    });
  });

  describe("an order with the diner's tip (issue 40)", () => {
    const tipped: RefundFormProps["order"] = { ...order, totalPence: 2000, tipPence: 150 };
    const noRefundsYet = { "GET /api/admin/orders/7/refunds": { payment: tipped, refunds: [] } };

    it("gives the tip back with a full refund, and says so before sending", async () => {
      const server = fakeServer({ ...noRefundsYet, [`POST ${REFUND_PATH}`]: result(2000) });
      const { user } = renderWithClient(<RefundForm order={tipped} />);
      expect(await screen.findByText(/Paid £20.00 and a £1.50 tip by card/)).toBeTruthy();
      expect(screen.getByLabelText(/Full refund/).closest("label")?.textContent).toContain(
        "£20.00, with the £1.50 tip",
      );
      await user.click(screen.getByLabelText(/Full refund/));
      await user.click(screen.getByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("alertdialog");
      expect(dialog.textContent).toContain("Refund £21.50 of £21.50 to the diner's card?");
      expect(dialog.textContent).toContain("It gives back the diner's £1.50 tip.");
      await user.click(screen.getByRole("button", { name: "Yes, refund £21.50" }));
      expect(await screen.findByText("Refund issued")).toBeTruthy();
      server.expectOneWrite(`POST ${REFUND_PATH}`, RefundRequestSchema, {
        amountPence: 2000,
        refundTip: true,
      });
    });

    it("keeps the tip on a part refund unless ticked, and can give it back alone", async () => {
      const server = fakeServer({ ...noRefundsYet, [`POST ${REFUND_PATH}`]: result(500) });
      const { user } = renderWithClient(<RefundForm order={tipped} />);
      await user.click(await screen.findByLabelText("Part refund"));
      await user.click(screen.getByRole("button", { name: "Refund" }));
      expect(await screen.findByText(REFUND_TIP_ONLY_MESSAGE)).toBeTruthy();
      await user.type(screen.getByLabelText(/Amount to refund for the order/), "5");
      await user.click(screen.getByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("alertdialog");
      expect(dialog.textContent).toContain("Refund £5.00 of £21.50");
      expect(dialog.textContent).not.toContain("tip");
      await user.click(screen.getByRole("button", { name: "Cancel" }));

      await user.clear(screen.getByLabelText(/Amount to refund for the order/));
      await user.click(screen.getByLabelText("Refund the diner's tip too (£1.50)"));
      await user.click(screen.getByRole("button", { name: "Refund" }));
      await user.click(await screen.findByRole("button", { name: "Yes, refund £1.50" }));
      expect(await screen.findByText("Refund issued")).toBeTruthy();
      server.expectOneWrite(`POST ${REFUND_PATH}`, RefundRequestSchema, { amountPence: 0, refundTip: true });
    });
  });
});
