import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@web/app/query-client";
import { fakeServer } from "@web/testing/render-with-server";
import { ComingUpPanel } from "./coming-up-panel";

afterEach(() => vi.unstubAllGlobals());

const aishasOrder = {
  id: 7,
  channel: "online",
  orderNumber: "HH-ABC234",
  collectionTime: "19:00",
  customerName: "Aisha Khan",
  itemCount: 3,
  totalPence: 3390,
  paymentStatus: "completed",
  orderStatus: "received",
  guests: null,
};

describe("the board's coming up", () => {
  it("lists later days' orders with counts and a day's prep list", async () => {
    fakeServer({
      "GET /api/admin/order-ahead/coming-up": {
        days: [
          {
            date: "2026-12-05",
            label: "Saturday 5 December",
            orderCount: 1,
            itemCount: 3,
            cateringCount: 0,
            cateringGuests: 0,
            orders: [aishasOrder],
          },
        ],
      },
      "GET /api/admin/order-ahead/prep-list?date=2026-12-05": {
        date: "2026-12-05",
        label: "Saturday 5 December",
        orderCount: 1,
        cateringCount: 0,
        lines: [{ name: "Chicken Biryani", quantity: 2, choices: [{ name: "Spice: Hot", quantity: 2 }] }],
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ComingUpPanel />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Coming up (1 order)" }));
    expect(screen.getByText("Saturday 5 December: 1 order, 3 dishes")).toBeTruthy();
    expect(screen.getByText(/19:00 #HH-ABC234 Aisha Khan/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show prep list for Saturday 5 December" }));
    const list = await screen.findByRole("list", { name: "Prep list for Saturday 5 December" });
    expect(list.textContent).toContain("2 x Chicken Biryani (2 Spice: Hot)");
  });

  it("lists catering orders as their own, marks a request awaiting confirmation, and says what the prep list counts", async () => {
    const catering = (id: number, time: string, status: string, paymentStatus: string, guests: number) => ({
      id,
      channel: "catering",
      orderNumber: `CAT-${String(id).padStart(4, "0")}`,
      collectionTime: time,
      customerName: id === 7 ? "Jo Patel (Acme Ltd)" : "Sam Lee",
      itemCount: guests,
      totalPence: 54400,
      paymentStatus,
      orderStatus: status,
      guests,
    });
    fakeServer({
      "GET /api/admin/order-ahead/coming-up": {
        days: [
          {
            date: "2026-12-05",
            label: "Saturday 5 December",
            orderCount: 3,
            itemCount: 73,
            cateringCount: 2,
            cateringGuests: 70,
            orders: [
              catering(7, "12:30", "confirmed", "part_paid", 40),
              catering(8, "13:00", "requested", "pending", 30),
              aishasOrder,
            ],
          },
        ],
      },
      "GET /api/admin/order-ahead/prep-list?date=2026-12-05": {
        date: "2026-12-05",
        label: "Saturday 5 December",
        orderCount: 2,
        cateringCount: 1,
        lines: [
          { name: "Office lunch (per head)", quantity: 40, choices: [] },
          { name: "Chicken Biryani", quantity: 2, choices: [] },
        ],
      },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ComingUpPanel />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Coming up (3 orders)" }));
    expect(screen.getByText("Saturday 5 December: 3 orders (2 catering, 70 guests), 73 dishes")).toBeTruthy();
    const confirmed = screen.getByText(/12:30 CAT-0007 Catering: Jo Patel \(Acme Ltd\)/);
    expect(confirmed.textContent).toBe(
      "12:30 CAT-0007 Catering: Jo Patel (Acme Ltd) - 40 guests, £544.00 (deposit paid)",
    );
    const requested = screen.getByText(/13:00 CAT-0008 Catering: Sam Lee/);
    expect(requested.textContent).toBe(
      "13:00 CAT-0008 Catering: Sam Lee - 30 guests, £544.00 (unpaid) Awaiting confirmation",
    );
    expect(screen.getByText(/19:00 #HH-ABC234 Aisha Khan/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show prep list for Saturday 5 December" }));
    const list = await screen.findByRole("list", { name: "Prep list for Saturday 5 December" });
    expect(list.textContent).toContain("40 x Office lunch (per head)");
    expect(screen.getByText("Includes 1 confirmed catering order.")).toBeTruthy();
    expect(screen.getByText("Not counted: 1 catering request awaiting confirmation.")).toBeTruthy();
  });
});
