import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { VoucherCodeRequestSchema } from "@shared/gift-vouchers/gift-vouchers.schema";
import { fakeServer, renderWithClient, reply } from "@web/testing/render-with-server";
import { VoucherPayment } from "./voucher-payment";

const order = { id: 12, accessToken: "secret-12" };
const PATH = "POST /api/orders/12/gift-voucher";

describe("paying an order with a gift voucher (issue 38 item 3)", () => {
  it("sends the code with the order's secret, says what it paid and what is left, and refreshes", async () => {
    const server = fakeServer({ [PATH]: { spentPence: 3240, balancePence: 1760, amountDuePence: 0 } });
    const onApplied = vi.fn();
    const { user } = renderWithClient(<VoucherPayment order={order} onApplied={onApplied} />);
    await user.type(screen.getByLabelText(/Voucher code/), " abcd-efgh-jkmn-pqrs ");
    await user.click(screen.getByRole("button", { name: "Apply voucher" }));
    expect(await screen.findByText("£32.40 paid by your voucher; £17.60 left on it.")).toBeTruthy();
    server.expectOneWrite(PATH, VoucherCodeRequestSchema, { code: "abcd-efgh-jkmn-pqrs" });
    expect(onApplied).toHaveBeenCalledOnce();
  });

  it("asks for a code before sending, and shows the server's refusal", async () => {
    const server = fakeServer({ [PATH]: reply(400, { message: "This voucher has expired." }) });
    const onApplied = vi.fn();
    const { user } = renderWithClient(<VoucherPayment order={order} onApplied={onApplied} />);
    await user.click(screen.getByRole("button", { name: "Apply voucher" }));
    expect(await screen.findByText("Enter the code on the voucher")).toBeTruthy();
    expect(server.writes()).toEqual([]);
    await user.type(screen.getByLabelText(/Voucher code/), "OLD-CODE");
    await user.click(screen.getByRole("button", { name: "Apply voucher" }));
    expect((await screen.findByRole("alert")).textContent).toContain("This voucher has expired.");
    expect(onApplied).not.toHaveBeenCalled();
  });
});
