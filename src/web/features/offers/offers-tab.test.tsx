import { fireEvent, screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FlashSaleStartSchema, OfferInputSchema } from "@shared/offers/offer.schema";
import { fakeServer, renderWithClient, retype } from "@web/testing/render-with-server";
import { OffersTab } from "./offers-tab";

function serveNoOffers() {
  return fakeServer({ "GET /api/offers": [], "GET /api/admin/stats": {} });
}

/** The tab (over no offers, unless another server is given) with its Add Offer dialog open. */
async function openNewOffer(server = serveNoOffers()) {
  const { user } = renderWithClient(<OffersTab />);
  await user.click(await screen.findByRole("button", { name: "Add Offer" }));
  const dialog = within(await screen.findByRole("dialog", { name: "Add Offer" }));
  return { server, user, dialog };
}

/** datetime-local inputs take their value whole, as a browser's picker gives it. */
function setWhen(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

interface OfferFields {
  title: string;
  description: string;
  /** The discount type, when not the form's first (percentage). */
  type?: string;
  value: string;
  from?: string;
  to?: string;
}

/** Fills an offer's required fields (and its type), the dates only when given. */
async function fillOffer(user: UserEvent, dialog: ReturnType<typeof within>, offer: OfferFields) {
  await user.type(dialog.getByLabelText("Title"), offer.title);
  await user.type(dialog.getByLabelText("Description"), offer.description);
  if (offer.type) await user.selectOptions(dialog.getByLabelText("Discount type"), offer.type);
  await user.type(dialog.getByLabelText("Discount value"), offer.value);
  if (offer.from) setWhen(dialog.getByLabelText(/Valid from/), offer.from);
  if (offer.to) setWhen(dialog.getByLabelText("Valid to"), offer.to);
}

/** Creates the offer as filled in and waits for the toast that says so. */
async function createOffer(user: UserEvent, dialog: ReturnType<typeof within>) {
  await user.click(dialog.getByRole("button", { name: "Create offer" }));
  expect(await screen.findByText("Offer created successfully")).toBeTruthy();
}

/** Title, description and a 10% discount: everything but the dates. */
const LUNCH_OFFER = { title: "Weekday lunch", description: "10% off at lunch", value: "10" };

/** A set-price bundle running through January; each test names it and prices it. */
const JANUARY_BUNDLE = {
  description: "Two starters for a set price",
  type: "bundle_price",
  from: "2030-01-06T12:00",
  to: "2030-01-31T15:00",
};

describe("offer form", () => {
  it("keeps Create disabled until title, description, value and dates are filled", async () => {
    const { user, dialog } = await openNewOffer();
    const create = dialog.getByRole("button", { name: "Create offer" }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    await fillOffer(user, dialog, { ...LUNCH_OFFER, from: "2030-01-06T12:00" });
    expect(create.disabled).toBe(true);
    setWhen(dialog.getByLabelText("Valid to"), "2030-01-31T15:00");
    expect(create.disabled).toBe(false);
  });

  it("refuses an offer that ends before it starts and a bad minimum, sending nothing", async () => {
    const { server, user, dialog } = await openNewOffer();
    await fillOffer(user, dialog, { ...LUNCH_OFFER, from: "2030-01-31T12:00", to: "2030-01-06T15:00" });
    await retype(user, dialog.getByLabelText("Minimum order (£)"), "thirty");
    await user.click(dialog.getByRole("button", { name: "Create offer" }));

    expect(await dialog.findByText("Enter an amount such as 30.00")).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await retype(user, dialog.getByLabelText("Minimum order (£)"), "30");
    await user.click(dialog.getByRole("button", { name: "Create offer" }));
    expect(await dialog.findByText("The offer must end after it starts")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("posts a fixed-amount offer in pence with London times as instants", async () => {
    const { server, user, dialog } = await openNewOffer();
    // January: London is on GMT; July: BST, an hour ahead of UTC.
    await fillOffer(user, dialog, {
      title: "Family feast",
      description: "£5.50 off a family order",
      type: "fixed_amount",
      value: "5.50",
      from: "2030-01-06T12:00",
      to: "2030-07-01T18:30",
    });
    await retype(user, dialog.getByLabelText("Minimum order (£)"), "40");
    await user.type(dialog.getByLabelText(/Offer code/), "feast5");
    await createOffer(user, dialog);
    server.expectOneWrite("POST /api/offers", OfferInputSchema, {
      title: "Family feast",
      description: "£5.50 off a family order",
      discountType: "fixed_amount",
      discountValue: 550,
      minOrderPence: 4000,
      validFrom: "2030-01-06T12:00:00.000Z",
      validTo: "2030-07-01T17:30:00.000Z",
      offerCode: "FEAST5",
      termsConditions: null,
      isActive: true,
      priority: 1,
      maxRedemptions: null,
      channel: "online",
      isFlashSale: false,
      maxDiscountPence: null,
      rewardCategory: null,
      applicableCategories: null,
      daysOfWeek: null,
      startTime: null,
      endTime: null,
      firstOrderOnly: false,
      signedInOnly: false,
      birthdayWeek: false,
      collectionOnly: false,
      usesPerCustomer: null,
      bundleSlots: null,
      applicableMenuItemIds: null,
    });
  });

  it("refuses a bundle slot without its count, sending nothing", async () => {
    const { server, user, dialog } = await openNewOffer();
    await fillOffer(user, dialog, { ...JANUARY_BUNDLE, title: "Starter pair", value: "9.99" });
    await user.click(dialog.getByRole("button", { name: "Add slot" }));
    await user.clear(dialog.getByLabelText("Slot 1 count"));
    await user.type(dialog.getByLabelText(/Slot 1 categories/), "starters");
    await user.click(dialog.getByRole("button", { name: "Create offer" }));

    expect(await dialog.findByText("Give how many dishes this slot takes")).toBeTruthy();
    expect(server.writes()).toEqual([]);

    // Without any slot the bundle buys nothing: the shared rule's message, still nothing sent.
    await user.click(dialog.getByRole("button", { name: "Remove slot 1" }));
    await user.click(dialog.getByRole("button", { name: "Create offer" }));
    expect(await dialog.findByText("A bundle needs the dishes its price buys")).toBeTruthy();
    expect(server.writes()).toEqual([]);
  });

  it("posts a bundle with a category slot and a dishes slot", async () => {
    const { server, user, dialog } = await openNewOffer(
      fakeServer({
        "GET /api/offers": [],
        "GET /api/admin/stats": {},
        "GET /api/menu": [
          { id: 7, name: "Chicken 65", category: "starters" },
          { id: 9, name: "Mango lassi", category: "drinks" },
        ],
      }),
    );
    await fillOffer(user, dialog, {
      ...JANUARY_BUNDLE,
      title: "Starter and lassi",
      description: "Two starters and a lassi",
      value: "12.50",
    });
    await user.click(dialog.getByRole("button", { name: "Add slot" }));
    await retype(user, dialog.getByLabelText("Slot 1 count"), "2");
    await user.type(dialog.getByLabelText(/Slot 1 categories/), "starters, kebabs");
    await user.click(dialog.getByRole("button", { name: "Add slot" }));
    await within(dialog.getByLabelText(/Slot 2 dishes/)).findByRole("option", { name: "Mango lassi" });
    await user.selectOptions(dialog.getByLabelText(/Slot 2 dishes/), "9");
    await createOffer(user, dialog);
    server.expectOneWriteMatching("POST /api/offers", OfferInputSchema, {
      discountType: "bundle_price",
      discountValue: 1250,
      bundleSlots: [
        { quantity: 2, categories: ["starters", "kebabs"], menuItemIds: null },
        { quantity: 1, categories: null, menuItemIds: [9] },
      ],
    });
  });
});

describe("flash sale starter", () => {
  const started = {
    id: 9,
    title: "COLLECTION 20% OFF",
    validTo: "2026-11-24T22:00:00.000Z",
    replaced: [{ id: 1, title: "COLLECTION 30% OFF", percent: 30, validTo: "2026-11-25T00:00:00.000Z" }],
  };

  it("starts a sale at the percentage typed, ending at the London time given", async () => {
    const server = fakeServer({
      "GET /api/offers": [],
      "GET /api/admin/stats": {},
      "POST /api/offers/flash-sale": started,
    });
    const { user } = renderWithClient(<OffersTab />);
    const form = within(await screen.findByRole("form", { name: "Start a flash sale" }));
    await retype(user, form.getByLabelText(/% off collection orders/), "20");
    setWhen(form.getByLabelText(/Ends at/), "2026-11-24T22:00");
    await user.click(form.getByRole("button", { name: "Start flash sale" }));

    // The running sale it replaced is named: one flash sale at a time (issue 32).
    expect(await screen.findByText(/Flash sale running until .*; COLLECTION 30% OFF ended/)).toBeTruthy();
    server.expectOneWrite("POST /api/offers/flash-sale", FlashSaleStartSchema, {
      percent: 20,
      endsAt: "2026-11-24T22:00:00.000Z",
    });
  });

  it("refuses a percentage the server would refuse, with the shared message, and sends nothing", async () => {
    const server = fakeServer({ "GET /api/offers": [], "GET /api/admin/stats": {} });
    const { user } = renderWithClient(<OffersTab />);
    const form = within(await screen.findByRole("form", { name: "Start a flash sale" }));
    const percent = form.getByLabelText(/% off collection orders/);
    await retype(user, percent, "150");
    await user.click(form.getByRole("button", { name: "Start flash sale" }));

    const message = FlashSaleStartSchema.shape.percent.safeParse(150).error?.issues[0]?.message;
    expect(message).toBeTruthy();
    expect(await form.findByText(message as string)).toBeTruthy();
    expect(percent.getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });
});
