import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { CUSTOMER_STORAGE_KEY, CustomerProvider } from "@web/features/accounts/customer-context";
import { fakeServer, renderWithClient } from "@web/testing/render-with-server";
import { DeliveryFields, useDeliveryChoice } from "./delivery-checkout";

const member: CustomerSession = {
  id: 4,
  firstName: "Sam",
  lastName: "Patel",
  email: "sam@example.com",
  phone: "07700900456",
  totalOrders: 1,
  totalSpent: "22.50",
  loyaltyPoints: 0,
  memberSince: "2026-11-01T10:00:00.000Z",
  dateOfBirth: null,
};

const zones = {
  offered: true,
  hours: null,
  zones: [
    {
      id: 1,
      name: "Town",
      kind: "postcodes",
      areas: "NN1, NN2, NN3",
      radiusMiles: null,
      feePence: 250,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 45,
      terms: "for £2.50, minimum £15, free over £30",
    },
  ],
};

function Checkout() {
  const choice = useDeliveryChoice();
  return <DeliveryFields choice={choice} basketPence={2000} />;
}

afterEach(() => localStorage.clear());

describe("the checkout's delivery address (issue 35 item 2)", () => {
  it("fills in a member's address from their last delivery", async () => {
    localStorage.setItem(CUSTOMER_STORAGE_KEY, JSON.stringify(member));
    const server = fakeServer({
      "GET /api/delivery": zones,
      "GET /api/customer/delivery-address": {
        address: "12 Abington Street\nNorthampton",
        postcode: "NN3 2AB",
      },
    });
    const { user } = renderWithClient(
      <CustomerProvider>
        <Checkout />
      </CustomerProvider>,
    );
    await user.click(await screen.findByRole("radio", { name: "Delivery" }));
    expect(await screen.findByDisplayValue("NN3 2AB")).toBeTruthy();
    expect((screen.getByLabelText(/Delivery Address/) as HTMLTextAreaElement).value).toBe(
      "12 Abington Street\nNorthampton",
    );
    expect(server.requests.some((r) => r.path === "/api/customer/delivery-address")).toBe(true);
  });

  it("asks nothing of a diner who is not signed in", async () => {
    const server = fakeServer({ "GET /api/delivery": zones });
    const { user } = renderWithClient(
      <CustomerProvider>
        <Checkout />
      </CustomerProvider>,
    );
    await user.click(await screen.findByRole("radio", { name: "Delivery" }));
    expect((screen.getByLabelText(/^Postcode/) as HTMLInputElement).value).toBe("");
    expect(server.requests.some((r) => r.path === "/api/customer/delivery-address")).toBe(false);
  });
});
