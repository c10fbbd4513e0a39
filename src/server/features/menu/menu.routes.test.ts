import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MENU_CATEGORIES } from "@shared/menu/categories";
import { menuItems } from "../../db/schema";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp();

describe("GET /api/menu", () => {
  it("lists the whole seeded menu of 76 dishes (74 and the two meal deals) with display prices", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/menu" });
    expect(res.statusCode).toBe(200);
    const items = res.json();
    expect(items).toHaveLength(76);
    const biryani = items.find((i: { name: string }) => i.name === "Hyderabadi Chicken Dum Biryani");
    expect(biryani).toMatchObject({
      price: "£16.95",
      pricePence: 1695,
      category: "biryanis",
      isSoldOut: false,
    });
  });

  it("filters by category with the spec's counts", async () => {
    const expected = {
      "meal-deals": 2,
      soups: 4,
      starters: 13,
      tandoori: 5,
      curries: 15,
      biryanis: 11,
      breads: 5,
      desserts: 2,
      "rice-noodles": 11,
      beverages: 8,
    };
    for (const category of MENU_CATEGORIES) {
      const res = await t.app.inject({ method: "GET", url: `/api/menu?category=${category}` });
      expect(res.statusCode).toBe(200);
      const items = res.json() as { category: string }[];
      expect(items).toHaveLength(expected[category]);
      expect(items.every((i) => i.category === category)).toBe(true);
    }
  });

  it("refuses an unknown category with a 400 naming it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/menu?category=pizza" });
    expect(res.statusCode).toBe(400);
    // The message as people read it, without the field's name; the field is in `issues`.
    expect(res.json().message).not.toMatch(/^category: /);
    expect(res.json().message).toMatch(/soups/);
    expect(res.json().issues[0].path).toBe("category");
  });

  it("marks a dish sold out today until the next day, and sold out for good with the switch", async () => {
    const [dish] = await t.db.select().from(menuItems).limit(1);
    if (!dish) throw new Error("no dish");
    await t.db.update(menuItems).set({ soldOutUntil: "2026-11-25" }).where(eq(menuItems.id, dish.id));
    const soldOut = (await t.app.inject({ method: "GET", url: "/api/menu" }))
      .json()
      .find((i: { id: number }) => i.id === dish.id);
    expect(soldOut.isSoldOut).toBe(true);

    t.clock.set("2026-11-25T09:00:00Z");
    const back = (await t.app.inject({ method: "GET", url: "/api/menu" }))
      .json()
      .find((i: { id: number }) => i.id === dish.id);
    expect(back.isSoldOut).toBe(false);

    await t.db.update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, dish.id));
    const off = (await t.app.inject({ method: "GET", url: "/api/menu" }))
      .json()
      .find((i: { id: number }) => i.id === dish.id);
    expect(off.isSoldOut).toBe(true);
  });
});
