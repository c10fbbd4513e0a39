import { screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { fakeServer, renderWithClient, reply } from "@web/testing/render-with-server";
import { DeliveryInformation } from "./delivery-information";
import { DeliveryTab } from "./delivery-tab";

const settings = {
  pausedUntil: null,
  deliveriesPerSlot: 3,
  cashOnDelivery: false,
  geocoderConfigured: false,
};
const town = {
  id: 1,
  name: "Town",
  kind: "postcodes",
  areas: "NN1, NN2, NN3 1-4",
  radiusMiles: null,
  feePence: 250,
  minOrderPence: 1500,
  freeOverPence: 3000,
  leadTimeMinutes: 45,
  isActive: true,
};

describe("the owner's delivery tab", () => {
  it("lists the zones in words and adds one, its pounds sent as pence", async () => {
    const server = fakeServer({
      "GET /api/admin/delivery": { zones: [town], settings },
      "POST /api/admin/delivery/zones": reply(201, { ...town, id: 2, name: "Villages" }),
    });
    const { user } = renderWithClient(<DeliveryTab />);
    expect(await screen.findByText("NN1, NN2, NN3 1-4")).toBeTruthy();
    expect(screen.getByText(/Delivery for £2.50, minimum £15, free over £30/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Delivery zone" }));
    await user.type(screen.getByLabelText(/^Name/), "Villages");
    await user.type(screen.getByLabelText(/Postcode districts and sectors/), "nn6 1-3, NN7");
    await user.type(screen.getByLabelText(/Delivery fee/), "3.50");
    await user.type(screen.getByLabelText(/Minimum order/), "20");
    await user.click(screen.getByRole("button", { name: "Add zone" }));
    await waitFor(() =>
      expect(server.writes()).toContainEqual({
        method: "POST",
        path: "/api/admin/delivery/zones",
        body: {
          name: "Villages",
          kind: "postcodes",
          areas: "NN6 1-3, NN7",
          radiusMiles: null,
          feePence: 350,
          minOrderPence: 2000,
          freeOverPence: null,
          leadTimeMinutes: 45,
          isActive: true,
        },
      }),
    );
  });

  it("refuses areas that are not postcode districts, and sends nothing", async () => {
    const server = fakeServer({ "GET /api/admin/delivery": { zones: [], settings } });
    const { user } = renderWithClient(<DeliveryTab />);
    await user.click(await screen.findByRole("button", { name: "Add Delivery zone" }));
    await user.type(screen.getByLabelText(/^Name/), "Town");
    await user.type(screen.getByLabelText(/Postcode districts and sectors/), "Northampton");
    await user.type(screen.getByLabelText(/Delivery fee/), "2");
    await user.click(screen.getByRole("button", { name: "Add zone" }));
    expect(await screen.findByText(/"Northampton" is not a postcode district or sector/)).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("pauses delivery for the rest of tonight", async () => {
    const server = fakeServer({ "GET /api/admin/delivery": { zones: [town], settings } });
    const { user } = renderWithClient(<DeliveryTab />);
    await user.click(await screen.findByRole("button", { name: "Pause delivery" }));
    await waitFor(() => expect(server.writes().map((w) => w.path)).toContain("/api/admin/delivery/pause"));
    const sent = server.writes().find((w) => w.path === "/api/admin/delivery/pause")?.body as {
      pausedUntil: string;
    };
    expect(new Date(sent.pausedUntil).getTime()).toBeGreaterThan(Date.now());
  });
});

describe("delivery information on the public pages", () => {
  it("states each zone's fee, minimum and threshold", async () => {
    fakeServer({
      "GET /api/delivery": {
        offered: true,
        hours: null,
        zones: [{ ...town, terms: "for £2.50, minimum £15, free over £30" }],
      },
    });
    renderWithClient(
      <MemoryRouter>
        <ul>
          <DeliveryInformation />
        </ul>
      </MemoryRouter>,
    );
    expect(await screen.findByText("We deliver whenever we take orders online.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order delivery online" }).getAttribute("href")).toBe("/order");
    expect((await screen.findByText(/We deliver to/)).textContent).toBe(
      "We deliver to Town (NN1, NN2, NN3 1-4) for £2.50, minimum £15, free over £30, at least 45 minutes from ordering.",
    );
  });

  it("says delivery is not offered online without a zone", async () => {
    fakeServer({ "GET /api/delivery": { offered: false, hours: null, zones: [] } });
    renderWithClient(
      <MemoryRouter>
        <ul>
          <DeliveryInformation />
        </ul>
      </MemoryRouter>,
    );
    expect(await screen.findByText("Delivery is not offered online.")).toBeTruthy();
  });
});
