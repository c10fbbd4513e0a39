import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@web/app/query-client";
import { fakeServer } from "@web/testing/render-with-server";
import { ComingUpPanel } from "./coming-up-panel";

afterEach(() => vi.unstubAllGlobals());

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
            orders: [
              {
                id: 7,
                orderNumber: "HH-ABC234",
                collectionTime: "19:00",
                customerName: "Aisha Khan",
                itemCount: 3,
                totalPence: 3390,
                paymentStatus: "completed",
                orderStatus: "received",
              },
            ],
          },
        ],
      },
      "GET /api/admin/order-ahead/prep-list?date=2026-12-05": {
        date: "2026-12-05",
        label: "Saturday 5 December",
        orderCount: 1,
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
});
