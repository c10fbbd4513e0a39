import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@web/app/query-client";
import { fakeServer } from "@web/testing/render-with-server";
import { PreOrderCancel } from "./pre-order-cancel";

const order = {
  id: 7,
  orderStatus: "received",
  collectionDate: "2026-12-05",
  createdAt: "2026-12-03T10:00:00Z",
};
const draw = (onCancelled = () => {}) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PreOrderCancel order={order} accessToken="secret" onCancelled={onCancelled} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

describe("a diner's pre-order cancel", () => {
  it("cancels with the order's token", async () => {
    const server = fakeServer({
      "POST /api/order-ahead/orders/7/cancel": { ...order, orderStatus: "cancelled" },
    });
    const onCancelled = vi.fn();
    draw(onCancelled);
    await userEvent.click(screen.getByRole("button", { name: "Cancel this pre-order" }));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(server.writes()).toEqual([expect.objectContaining({ path: "/api/order-ahead/orders/7/cancel" })]);
  });

  it("after the cut-off, says to call as the server words it", async () => {
    fakeServer({
      "POST /api/order-ahead/orders/7/cancel": () => ({
        status: 409,
        body: { message: "It is too late to cancel this order online. Please call us on 01234 567890." },
      }),
    });
    draw();
    await userEvent.click(screen.getByRole("button", { name: "Cancel this pre-order" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "It is too late to cancel this order online. Please call us on 01234 567890.",
    );
  });

  it("is not offered for today's order", () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PreOrderCancel
          order={{ ...order, collectionDate: "2026-12-03" }}
          accessToken="secret"
          onCancelled={() => {}}
        />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
