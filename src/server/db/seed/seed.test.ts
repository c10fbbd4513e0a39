import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { chefs, coupons, menuItems, offers, users } from "../schema";
import { ensureAdminAccount } from "./admin-account";
import { seedDatabase } from "./seed";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("seedDatabase", () => {
  it("seeds the menu, hours, chefs, offers and the two coupons", async () => {
    expect(await t.db.$count(menuItems)).toBe(74);
    expect((await t.db.select().from(chefs)).length).toBeGreaterThanOrEqual(3);
    const codes = (await t.db.select().from(coupons)).map((c) => c.code).sort();
    expect(codes).toEqual(["FIRST15", "WELCOME15"]);
    const first15 = (await t.db.select().from(coupons).where(eq(coupons.code, "FIRST15")))[0];
    expect(first15).toMatchObject({ type: "percentage", value: 15, minimumOrderPence: 20000 });
    const auto = (await t.db.select().from(offers)).filter(
      (o) => o.isActive && !o.offerCode && o.discountType === "percentage",
    );
    expect(auto).toEqual([expect.objectContaining({ discountValue: 10, minOrderPence: 3000 })]);
  });

  it("never re-adds or overwrites what staff changed", async () => {
    const [dish] = await t.db.select().from(menuItems).limit(1);
    if (!dish) throw new Error("no dish");
    await t.db.update(menuItems).set({ pricePence: 1 }).where(eq(menuItems.id, dish.id));
    await t.db.delete(chefs);
    expect(await seedDatabase(t.db, t.clock.now())).toEqual([]);
    expect(await t.db.$count(menuItems)).toBe(74);
    expect((await t.db.select().from(menuItems).where(eq(menuItems.id, dish.id)))[0]?.pricePence).toBe(1);
    expect(await t.db.$count(chefs)).toBe(0);
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
