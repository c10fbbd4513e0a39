import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PreOrderChangeRequestSchema } from "@shared/order-ahead/pre-order-change.schema";
import { createQueryClient } from "@web/app/query-client";
import { orderAheadDays, slotAt, TODAY_SLOTS } from "@web/testing/order-ahead-days";
import { fakeServer, reply } from "@web/testing/render-with-server";
import { PreOrderChange } from "./pre-order-change";

const order = {
  id: 7,
  orderStatus: "received",
  collectionDate: "2026-12-05",
  collectionTime: "19:00",
  createdAt: "2026-12-03T10:00:00Z",
  delivery: null,
};
const days = orderAheadDays(6, [
  { date: "2026-12-04", label: "Friday 4 December", slots: [slotAt("18:00")] },
  { date: "2026-12-05", label: "Saturday 5 December", slots: [slotAt("19:00"), slotAt("19:30")] },
]);
const reads = { "GET /api/collection-slots": TODAY_SLOTS, "GET /api/order-ahead/days": days };

const draw = (onChanged = () => {}, shown = order) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <PreOrderChange order={shown} accessToken="secret" onChanged={onChanged} />
    </QueryClientProvider>,
  );

afterEach(() => vi.unstubAllGlobals());

async function chooseSaturdayAt1930() {
  await userEvent.click(screen.getByRole("button", { name: "Change the day or time" }));
  const time = await screen.findByRole("option", { name: "19:30 (Dinner)" });
  expect(screen.getByLabelText(/Collection Date/)).toHaveProperty("value", "2026-12-05");
  await userEvent.selectOptions(screen.getByLabelText(/Collection Time/), time);
  await userEvent.click(screen.getByRole("button", { name: "Change the order" }));
}

describe("a diner's change of a pre-order's day or time", () => {
  it("offers the checkout's days and times, and sends the chosen ones with the order's token", async () => {
    const server = fakeServer({
      ...reads,
      "POST /api/order-ahead/orders/7/change": { ...order, collectionTime: "19:30" },
    });
    const onChanged = vi.fn();
    draw(onChanged);
    await chooseSaturdayAt1930();
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalled());
    server.expectOneWrite("POST /api/order-ahead/orders/7/change", PreOrderChangeRequestSchema, {
      collectionDate: "2026-12-05",
      collectionTime: "19:30",
    });
    // Done: the page shows the order's new time (onChanged reloads it) and the form closes.
    expect(screen.getByRole("button", { name: "Change the day or time" })).toBeTruthy();
  });

  it("another day offers that day's times", async () => {
    fakeServer(reads);
    draw();
    await userEvent.click(screen.getByRole("button", { name: "Change the day or time" }));
    await screen.findByRole("option", { name: "19:30 (Dinner)" });
    expect(screen.getByText("Not available: Monday 7 December: Closed.")).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText(/Collection Date/), "2026-12-04");
    expect(await screen.findByRole("option", { name: "18:00 (Dinner)" })).toBeTruthy();
    expect(screen.queryByRole("option", { name: "19:30 (Dinner)" })).toBeNull();
  });

  it("after the cut-off (or at another price), says what the server says", async () => {
    const server = fakeServer({
      ...reads,
      "POST /api/order-ahead/orders/7/change": reply(409, {
        message: "It is too late to change this order online. Please call us on 01234 567890.",
      }),
    });
    const onChanged = vi.fn();
    draw(onChanged);
    await chooseSaturdayAt1930();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "It is too late to change this order online. Please call us on 01234 567890.",
    );
    expect(onChanged).not.toHaveBeenCalled();
    expect(server.writes()).toHaveLength(1);
  });

  it("sends nothing without a time", async () => {
    const server = fakeServer(reads);
    draw();
    await userEvent.click(screen.getByRole("button", { name: "Change the day or time" }));
    await screen.findByRole("option", { name: "19:30 (Dinner)" });
    await userEvent.click(screen.getByRole("button", { name: "Change the order" }));
    expect(await screen.findByText("Collection Time: please choose a time")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("is not offered for today's order, nor for a delivery", () => {
    fakeServer(reads);
    draw(() => {}, { ...order, collectionDate: "2026-12-03" });
    expect(screen.queryByRole("button")).toBeNull();
    draw(() => {}, { ...order, delivery: { postcode: "AB1 2CD" } as never });
    expect(screen.queryByRole("button")).toBeNull();
  });
});
