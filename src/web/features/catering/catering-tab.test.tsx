import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  CateringDecisionSchema,
  CateringItemInputSchema,
  type CateringOrder,
  CateringSettingsSchema,
} from "@shared/catering/catering.schema";
import { fakeServer, renderWithClient, reply, retype } from "@web/testing/render-with-server";
import { CateringTab } from "./catering-tab";

const REQUESTS = "GET /api/admin/catering/requests?status=all";

const waiting: CateringOrder = {
  id: 7,
  reference: "CAT-0007",
  status: "requested",
  eventDate: "2026-12-18",
  eventTime: "12:30",
  guests: 40,
  fulfilment: "delivery",
  contactName: "Asha Rao",
  companyName: "Northgate Surveyors",
  email: "asha@northgate.example",
  phone: "01604 123456",
  deliveryAddress: "4 Market Square",
  deliveryPostcode: "NN1 2DL",
  notes: "Two vegan guests",
  lines: [
    {
      itemId: 1,
      name: "Curry buffet",
      pricing: "per_head",
      unitPricePence: 1450,
      quantity: 40,
      serves: null,
      linePence: 58000,
      vatRateBasisPoints: 2000,
    },
    {
      itemId: 2,
      name: "Samosa tray",
      pricing: "tray",
      unitPricePence: 3000,
      quantity: 2,
      serves: 12,
      linePence: 6000,
      vatRateBasisPoints: 2000,
    },
  ],
  subtotalPence: 64000,
  discountPence: 9600,
  discountTitle: "15% off your first catering order",
  couponCode: "FIRST15",
  deliveryChargePence: 1500,
  totalPence: 55900,
  depositPence: 13975,
  paidPence: 0,
  dueNow: null,
  ownerMessage: "",
  payments: [],
  createdAt: "2026-12-01T10:15:00.000Z",
};

const confirmed: CateringOrder = {
  ...waiting,
  id: 5,
  reference: "CAT-0005",
  status: "confirmed",
  eventDate: "2026-12-10",
  fulfilment: "collection",
  companyName: "",
  contactName: "Tom Hale",
  discountPence: 0,
  discountTitle: null,
  couponCode: null,
  deliveryChargePence: 0,
  paidPence: 13975,
  ownerMessage: "Thank you",
};

const settings = {
  enabled: false,
  leadTimeHours: 48,
  minimumPence: 15000,
  depositPercent: 25,
  deliveryChargePence: 1500,
  deliveryOffered: true,
};

function serve(routes: Record<string, unknown> = {}) {
  return fakeServer({
    [REQUESTS]: { orders: [confirmed, waiting] },
    "GET /api/admin/catering/items": { items: [] },
    "GET /api/admin/catering/settings": settings,
    ...routes,
  });
}

const requestCard = (reference: string) =>
  screen.findByRole("article", { name: `Catering request ${reference}` });

describe("the owner's catering tab", () => {
  it("lists the requests, those waiting first, with everything the owner needs to answer", async () => {
    serve();
    renderWithClient(<CateringTab />);
    const card = within(await requestCard("CAT-0007"));
    const articles = screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"));
    expect(articles).toEqual(["Catering request CAT-0007", "Catering request CAT-0005"]);
    expect(card.getByRole("heading").textContent).toBe("CAT-0007 · Friday 18 December 2026 at 12:30");
    for (const text of [
      "Waiting for your answer",
      "40 guests · Asha Rao, Northgate Surveyors",
      "Delivery to 4 Market Square, NN1 2DL",
      "40 × Curry buffet (per head)",
      "2 × Samosa tray (per tray, serves 12)",
      "15% off your first catering order",
      "-£96.00",
      "£559.00",
      "£139.75",
      "Notes: Two vegan guests",
    ])
      expect(card.getByText(text)).toBeTruthy();
    expect(card.getByRole("link", { name: "01604 123456" }).getAttribute("href")).toBe("tel:01604 123456");
    expect(card.getByRole("link", { name: "asha@northgate.example" })).toBeTruthy();
    expect(card.queryByRole("link", { name: "Invoice (PDF)" })).toBeNull();

    const done = within(await requestCard("CAT-0005"));
    expect(done.getByText("Collection from the restaurant")).toBeTruthy();
    expect(done.queryByRole("button", { name: /Confirm/ })).toBeNull();
    const invoice = done.getByRole("link", { name: "Invoice (PDF)" });
    expect(invoice.getAttribute("href")).toBe("/api/admin/catering/requests/5/invoice");
    expect(invoice.getAttribute("target")).toBe("_blank");
  });

  it("says when there are no requests, and asks the server for the status chosen", async () => {
    const server = serve({
      [REQUESTS]: { orders: [] },
      "GET /api/admin/catering/requests?status=declined": { orders: [] },
    });
    const { user } = renderWithClient(<CateringTab />);
    expect(await screen.findByText("No catering requests yet")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Show"), "declined");
    expect(await screen.findByText("No catering requests with this status")).toBeTruthy();
    expect(server.requests.map((r) => r.path)).toContain("/api/admin/catering/requests?status=declined");
  });

  it("confirms with the owner's optional message, and says so", async () => {
    const server = serve({
      "POST /api/admin/catering/requests/7/decision": { ...waiting, status: "confirmed" },
    });
    const { user } = renderWithClient(<CateringTab />);
    await user.click(await screen.findByRole("button", { name: "Confirm CAT-0007" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Confirm CAT-0007" }));
    expect(dialog.getByText(/asked to pay the deposit of £139.75/)).toBeTruthy();
    await user.type(dialog.getByLabelText(/Message to the diner/), "We look forward to it");
    await user.click(dialog.getByRole("button", { name: "Confirm request" }));
    expect(await screen.findByText("Catering request confirmed")).toBeTruthy();
    server.expectOneWrite("POST /api/admin/catering/requests/7/decision", CateringDecisionSchema, {
      decision: "confirm",
      message: "We look forward to it",
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("declines only with a reason, and shows the server's refusal", async () => {
    const server = serve({
      "POST /api/admin/catering/requests/7/decision": reply(409, {
        message: "This request is already cancelled: it cannot be decided again",
      }),
    });
    const { user } = renderWithClient(<CateringTab />);
    await user.click(await screen.findByRole("button", { name: "Decline CAT-0007" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Decline CAT-0007" }));
    await user.click(dialog.getByRole("button", { name: "Decline request" }));
    expect(await dialog.findByText("Say why you are declining: the diner reads it in the mail")).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await user.type(dialog.getByLabelText(/Message to the diner/), "We are closed that day");
    await user.click(dialog.getByRole("button", { name: "Decline request" }));
    expect(
      await screen.findByText("This request is already cancelled: it cannot be decided again"),
    ).toBeTruthy();
    server.expectOneWrite("POST /api/admin/catering/requests/7/decision", CateringDecisionSchema, {
      decision: "decline",
      message: "We are closed that day",
    });
  });

  it("adds a tray to the catering menu, priced in pounds, asking how many it serves", async () => {
    const tray = {
      name: "Onion bhaji tray",
      description: "",
      pricing: "tray",
      pricePence: 2850,
      serves: 10,
      vatRateBasisPoints: 2000,
      isAvailable: true,
      sortOrder: 0,
    };
    const server = serve({ "POST /api/admin/catering/items": reply(201, { id: 3, ...tray }) });
    const { user } = renderWithClient(<CateringTab />);
    expect(await screen.findByText("No catering menu items yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add Catering menu item" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Catering menu item" }));
    expect(dialog.queryByLabelText(/A tray serves/)).toBeNull();
    await user.type(dialog.getByLabelText(/Name/), "Onion bhaji tray");
    await user.selectOptions(dialog.getByLabelText("Priced"), "tray");
    await user.type(dialog.getByLabelText(/^Price \(£\)/), "28.50");
    await user.click(dialog.getByRole("button", { name: "Add item" }));
    expect(await dialog.findByText("Say how many a tray serves")).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await user.type(dialog.getByLabelText(/A tray serves/), "10");
    await user.click(dialog.getByRole("button", { name: "Add item" }));
    expect(await screen.findByText("Catering item added")).toBeTruthy();
    server.expectOneWrite("POST /api/admin/catering/items", CateringItemInputSchema, tray);
  });

  it("removes a catering item only once the owner confirms", async () => {
    const item = {
      id: 4,
      name: "Curry buffet",
      description: "Two curries, rice and naan",
      pricing: "per_head",
      pricePence: 1450,
      serves: null,
      vatRateBasisPoints: 2000,
      isAvailable: false,
      sortOrder: 10,
    };
    const server = serve({
      "GET /api/admin/catering/items": { items: [item] },
      "DELETE /api/admin/catering/items/4": reply(204, null),
    });
    const { user } = renderWithClient(<CateringTab />);
    expect(await screen.findByText("£14.50 per head · VAT 20%")).toBeTruthy();
    expect(screen.getByText("(not offered)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove Curry buffet" }));
    const ask = within(await screen.findByRole("alertdialog", { name: "Remove this catering item?" }));
    expect(server.writes()).toEqual([]);
    await user.click(ask.getByRole("button", { name: "Remove" }));
    expect(await screen.findByText("Catering item removed")).toBeTruthy();
    expect(server.writes().map((w) => `${w.method} ${w.path}`)).toEqual([
      "DELETE /api/admin/catering/items/4",
    ]);
  });

  it("says catering is off until switched on, and saves the terms in pence", async () => {
    const server = serve();
    const { user } = renderWithClient(<CateringTab />);
    const form = within(await screen.findByRole("form", { name: "Catering terms" }));
    expect(form.getByText(/Catering is off: the site takes no catering requests/)).toBeTruthy();
    await user.click(form.getByLabelText("Take catering requests online"));
    await retype(user, form.getByLabelText(/Minimum for the dishes/), "200");
    await retype(user, form.getByLabelText(/Delivery charge/), "12.5");
    await user.click(form.getByRole("button", { name: "Save terms" }));
    expect(await screen.findByText("Catering terms saved")).toBeTruthy();
    server.expectOneWrite("PUT /api/admin/catering/settings", CateringSettingsSchema, {
      ...settings,
      enabled: true,
      minimumPence: 20000,
      deliveryChargePence: 1250,
    });
  });
});
