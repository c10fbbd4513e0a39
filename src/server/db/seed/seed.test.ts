import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { endOfLondonDay } from "@shared/opening-hours/london-time";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { chefs, menuItems, menuOptionGroups, offers, users } from "../schema";
import { ensureAdminAccount } from "./admin-account";
import { seedDatabase } from "./seed";

const t = setUpTestApp();

describe("seedDatabase", () => {
  it("seeds the menu, hours, chefs and the promotions, with a flash sale to the end of the install day", async () => {
    expect(await t.db.$count(menuItems)).toBe(76);
    expect((await t.db.select().from(chefs)).length).toBeGreaterThanOrEqual(3);
    const rows = await t.db.select().from(offers);
    const codes = rows
      .filter((o) => o.offerCode)
      .map((o) => `${o.offerCode}:${o.channel}`)
      .sort();
    expect(codes).toEqual([
      "BIRTHDAY15:online",
      "FIRST15:catering",
      "GROUP20:in_restaurant",
      "WELCOME15:online",
    ]);
    const first15 = rows.find((o) => o.offerCode === "FIRST15");
    expect(first15).toMatchObject({ discountType: "percentage", discountValue: 15, minOrderPence: 20000 });
    const auto = rows.filter(
      (o) => o.isActive && !o.offerCode && o.discountType === "percentage" && !o.isFlashSale,
    );
    expect(auto).toEqual([expect.objectContaining({ discountValue: 10, minOrderPence: 3000 })]);
    const flash = rows.filter((o) => o.isFlashSale);
    expect(flash).toEqual([
      expect.objectContaining({ discountValue: 30, isActive: true, validTo: endOfLondonDay(t.clock.now()) }),
    ]);
    // 24 November 2026 12:00 GMT: the London day ends at midnight GMT.
    expect(flash[0]?.validTo.toISOString()).toBe("2026-11-25T00:00:00.000Z");
  });

  it("never re-adds or overwrites what staff changed", async () => {
    const [dish] = await t.db.select().from(menuItems).limit(1);
    if (!dish) throw new Error("no dish");
    await t.db.update(menuItems).set({ pricePence: 1 }).where(eq(menuItems.id, dish.id));
    await t.db.delete(chefs);
    expect(await seedDatabase(t.db, t.clock.now())).toEqual([]);
    expect(await t.db.$count(menuItems)).toBe(76);
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, dish.id)))[0]?.pricePence).toBe(1);
    expect(await t.db.$count(chefs)).toBe(0);
  });

  it("seeds dish options once: spice levels and add-ons, and the two meal deals, never re-adding what staff removed", async () => {
    const deals = await t.db.select().from(menuItems).where(eq(menuItems.category, "meal-deals"));
    expect(deals.map((d) => [d.name, d.pricePence]).sort()).toEqual([
      ["Express Lunch Deal", 1495],
      ["Family Feast 2+2+2", 4995],
    ]);
    // 15 curries and 11 biryanis have a spice level, the biryanis add-ons, each deal 3 courses.
    expect(await t.db.$count(menuOptionGroups)).toBe(15 + 11 * 2 + 3 * 2);
    await t.db.delete(menuOptionGroups);
    expect(await seedDatabase(t.db, t.clock.now())).toEqual([]);
    expect(await t.db.$count(menuOptionGroups)).toBe(0);
  });
});

describe("ensureAdminAccount", () => {
  it("creates one admin with an argon2id hash, once", async () => {
    const created = await ensureAdminAccount(t.db, { username: "owner", password: "correct horse battery" });
    expect(created).toEqual({ username: "owner", generatedPassword: null });
    const [user] = await t.db.select().from(users);
    expect(user?.password).toMatch(/^\$argon2id\$/);
    expect(await verify(user?.password ?? "", "correct horse battery")).toBe(true);
    expect(await ensureAdminAccount(t.db, { username: "other" })).toBeNull();
  });

  it("generates a password when none is configured", async () => {
    await t.db.delete(users);
    const created = await ensureAdminAccount(t.db, {});
    expect(created?.username).toBe("admin");
    expect(created?.generatedPassword?.length).toBeGreaterThanOrEqual(12);
  });
});
