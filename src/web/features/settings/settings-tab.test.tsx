import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RestaurantSettings } from "@shared/settings/restaurant-settings.schema";
import {
  UpdateServiceSettingsSchema,
  UpdateSettingsSchema,
} from "@shared/settings/restaurant-settings.schema";
import { fakeServer, renderWithClient, retype } from "@web/testing/render-with-server";
import { BusyNightControls } from "./busy-night-controls";
import { SettingsTab } from "./settings-tab";

const SETTINGS: RestaurantSettings = {
  kitchenCapacityPerSlot: 10,
  loyaltyPointsPerPound: 1,
  pointsPerPoundRedeemed: 100,
  prepTimeMinutes: 30,
  minOrderPence: 1500,
  deliveryFeePence: 0,
  orderingPausedUntil: null,
  maxOrderPence: 25_000,
  maxOrderItems: 40,
  reservationCoversPerSlot: 20,
  reservationHorizonDays: 60,
  reservationMaxOnlineParty: 6,
  reservationAutoConfirm: false,
  reservationCancelCutoffHours: 2,
  overtimeThresholdMinutes: 2400,
  overtimeRatePercent: 150,
  nationalLivingWagePence: 1271,
  staffRefundLimitPence: 0,
};

function serveSettings() {
  return fakeServer({ "GET /api/admin/settings": SETTINGS, "PUT /api/admin/settings": SETTINGS });
}

async function card(heading: string) {
  const title = await screen.findByRole("heading", { name: heading });
  return within(title.parentElement as HTMLElement);
}

describe("settings tab", () => {
  it("refuses a kitchen capacity that is not a whole number of at least 1, sending nothing", async () => {
    const server = serveSettings();
    const { user } = renderWithClient(<SettingsTab />);
    const kitchen = await card("Kitchen and loyalty");
    const capacity = kitchen.getByLabelText("Kitchen capacity per collection slot (orders)");

    for (const [typed, message] of [
      ["0", "Kitchen capacity must be at least 1"],
      ["2.5", "Kitchen capacity must be a whole number"],
    ]) {
      await retype(user, capacity, typed as string);
      await user.click(kitchen.getByRole("button", { name: "Save settings" }));
      expect(await kitchen.findByText(message as string)).toBeTruthy();
    }
    expect(capacity.getAttribute("aria-invalid")).toBe("true");
    expect(server.writes()).toEqual([]);
  });

  it("sends the kitchen settings as numbers the server's schema accepts", async () => {
    const server = serveSettings();
    const { user } = renderWithClient(<SettingsTab />);
    const kitchen = await card("Kitchen and loyalty");
    await retype(user, kitchen.getByLabelText("Kitchen capacity per collection slot (orders)"), "12");
    await user.click(kitchen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText("Settings saved")).toBeTruthy();
    server.expectOneWrite("PUT /api/admin/settings", UpdateSettingsSchema, {
      kitchenCapacityPerSlot: 12,
      loyaltyPointsPerPound: 1,
      pointsPerPoundRedeemed: 100,
    });
  });

  it("checks the order limits by the server's rules and sends the amount in pence", async () => {
    const server = serveSettings();
    const { user } = renderWithClient(<SettingsTab />);
    const limits = await card("Online order limits");
    const amount = limits.getByLabelText("Largest order (£)");
    const items = limits.getByLabelText("Most items in one order");

    await retype(user, amount, "5");
    await retype(user, items, "lots");
    await user.click(limits.getByRole("button", { name: "Save order limits" }));
    expect(await limits.findByText("Largest order must be at least £10.00")).toBeTruthy();
    expect(limits.getByText("Most items must be a number")).toBeTruthy();
    expect(server.writes()).toEqual([]);

    await retype(user, amount, "£150.50");
    await retype(user, items, "25");
    await user.click(limits.getByRole("button", { name: "Save order limits" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    server.expectOneWrite("PUT /api/admin/settings", UpdateSettingsSchema, {
      maxOrderPence: 15_050,
      maxOrderItems: 25,
    });
  });
});

describe("busy night controls", () => {
  const SERVICE = { orderingPausedUntil: null, prepTimeMinutes: 30 };

  it("pauses online ordering for the time chosen, through the staff route", async () => {
    const until = new Date(Date.now() + 60 * 60_000).toISOString();
    const server = fakeServer({
      "GET /api/admin/service": SERVICE,
      "PUT /api/admin/service": { ...SERVICE, orderingPausedUntil: until },
    });
    const { user } = renderWithClient(<BusyNightControls />);
    const before = Date.now();
    await user.selectOptions(await screen.findByLabelText("Pause online ordering for"), "60");
    await user.click(screen.getByRole("button", { name: "Pause online ordering" }));

    expect(await screen.findByText(/Online ordering is paused until/)).toBeTruthy();
    const [write] = server.writes();
    expect(write?.path).toBe("/api/admin/service");
    const body = write?.body as { orderingPausedUntil: string };
    expect(Object.keys(body)).toEqual(["orderingPausedUntil"]);
    expect(UpdateServiceSettingsSchema.safeParse(body).error).toBeUndefined();
    const minutes = (Date.parse(body.orderingPausedUntil) - before) / 60_000;
    expect(minutes).toBeGreaterThanOrEqual(59.9);
    expect(minutes).toBeLessThan(61);
  });

  it("sets a busy preparation time in one tap and shows which is on", async () => {
    const server = fakeServer({
      "GET /api/admin/service": SERVICE,
      "PUT /api/admin/service": { ...SERVICE, prepTimeMinutes: 45 },
    });
    const { user } = renderWithClient(<BusyNightControls />);
    const thirty = await screen.findByRole("button", { name: "30 minutes" });
    await screen.findByRole("button", { name: "30 minutes", pressed: true });
    expect(thirty).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "45 minutes" }));
    expect(await screen.findByRole("button", { name: "45 minutes", pressed: true })).toBeTruthy();
    expect(server.writes()[0]?.body).toEqual({ prepTimeMinutes: 45 });
  });
});
