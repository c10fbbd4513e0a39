/**
 * Dish options and meal deals through POST /api/orders/quote and POST /api/orders: the server
 * prices each line from the dish and its chosen options, and refuses choices that do not fit.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { choiceId, dishByName } from "@server/testing/menu-lookup";
import type { MenuItem } from "@shared/menu/menu.schema";
import { collectionSlotBookings, menuItems, menuOptionChoices, onlineOrders } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, sentMail, type TestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";

const NOW = "2026-11-24T12:00:00Z";
const TODAY = "2026-11-24";

let t: TestApp;
let menu: MenuItem[];

beforeAll(async () => {
  t = await buildTestApp({ now: NOW });
  menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(onlineOrders);
  await t.db.delete(collectionSlotBookings);
  await t.db.update(menuItems).set({ isAvailable: true, soldOutUntil: null });
  await t.db.update(menuOptionChoices).set({ isAvailable: true });
});

const byName = (name: string) => dishByName(menu, name);

const quote = (items: unknown[], couponCode?: string) =>
  t.app.inject({ method: "POST", url: "/api/orders/quote", payload: { items, couponCode } });

/** A biryani in a deal keeps its own spice level: the pick carries the biryani's own choice. */
function biryaniPick(deal: MenuItem, name: string, spice = "Mild") {
  return { id: choiceId(deal, "Biryanis", name), options: [choiceId(byName(name), "Spice level", spice)] };
}

type FeastPicks = { biryanis: string[]; starters: string[]; naans: string[] };

const USUAL_FEAST: FeastPicks = {
  biryanis: ["Hyderabadi Chicken Dum Biryani", "Paneer Biryani"],
  starters: ["Chicken 65", "Onion Bhaji"],
  naans: ["Garlic Naan", "Plain Naan"],
};

/** A whole Family Feast: its biryanis (mild), then its starters, then its naans. */
function feastChoices(feast: MenuItem, picks: FeastPicks = USUAL_FEAST) {
  return [
    ...picks.biryanis.map((name) => biryaniPick(feast, name)),
    ...picks.starters.map((name) => choiceId(feast, "Starters", name)),
    ...picks.naans.map((name) => choiceId(feast, "Naans", name)),
  ];
}

describe("the menu's options", () => {
  it("lists spice levels on curries and biryanis, add-ons on biryanis, and the two meal deals", () => {
    const curry = byName("Butter Chicken");
    expect(curry.optionGroups.map((g) => [g.name, g.minChoices, g.maxChoices])).toEqual([
      ["Spice level", 1, 1],
    ]);
    expect(curry.optionGroups[0]?.choices.map((c) => [c.name, c.priceDeltaPence])).toEqual([
      ["Mild", 0],
      ["Medium", 0],
      ["Hot", 0],
    ]);
    const biryani = byName("Hyderabadi Chicken Dum Biryani");
    expect(biryani.optionGroups.find((g) => g.name === "Add-ons")?.choices).toEqual([
      expect.objectContaining({ name: "Extra raita", priceDeltaPence: 150 }),
      expect.objectContaining({ name: "Mirchi ka salan", priceDeltaPence: 195 }),
    ]);
    const feast = byName("Family Feast 2+2+2");
    expect(feast.category).toBe("meal-deals");
    expect(feast.optionGroups.map((g) => [g.name, g.minChoices, g.maxChoices])).toEqual([
      ["Biryanis", 2, 2],
      ["Starters", 2, 2],
      ["Naans", 2, 2],
    ]);
    expect(feast.optionGroups[2]?.choices.every((c) => /naan/i.test(c.name))).toBe(true);
    const lunch = byName("Express Lunch Deal");
    expect(lunch.optionGroups.map((g) => g.name)).toEqual(["Curry", "Rice", "Naan"]);
    expect(byName("Plain Naan").optionGroups).toEqual([]);
  });
});

describe("POST /api/orders/quote with options", () => {
  it("prices a line as the dish plus its chosen options", async () => {
    const biryani = byName("Hyderabadi Chicken Dum Biryani");
    const res = await quote([
      {
        id: biryani.id,
        quantity: 2,
        options: [choiceId(biryani, "Spice level", "Hot"), choiceId(biryani, "Add-ons", "Extra raita")],
      },
      { id: byName("Plain Naan").id, quantity: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subtotalPence: (1695 + 150) * 2 + 295 });
  });

  it("prices a meal deal at its set price when its dishes alone cost more", async () => {
    const feast = byName("Family Feast 2+2+2");
    // 1695 + 1495 + 795 + 450 + 350 + 295 = 5080 alone.
    const res = await quote([{ id: feast.id, quantity: 1, options: feastChoices(feast) }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ subtotalPence: 4995, discountPence: expect.any(Number) });
  });

  it("prices a meal deal at its dishes alone when they cost less (issue 21: £49.95 for £43.55 of dishes)", async () => {
    const feast = byName("Family Feast 2+2+2");
    const options = [
      biryaniPick(feast, "Vegetable Dum Biryani"),
      biryaniPick(feast, "Mushroom Biryani", "Hot"),
      choiceId(feast, "Starters", "Onion Bhaji"),
      choiceId(feast, "Starters", "Mirchi Bajji"),
      choiceId(feast, "Naans", "Plain Naan"),
      choiceId(feast, "Naans", "Butter Naan"),
    ];
    const deal = await quote([{ id: feast.id, quantity: 1, options }]);
    expect(deal.statusCode).toBe(200);
    const alone = await quote(
      ["Vegetable Dum Biryani", "Mushroom Biryani"]
        .map((name) => ({
          id: byName(name).id,
          quantity: 1,
          options: [choiceId(byName(name), "Spice level", "Mild")],
        }))
        .concat(
          ["Onion Bhaji", "Mirchi Bajji", "Plain Naan", "Butter Naan"].map((name) => ({
            id: byName(name).id,
            quantity: 1,
            options: [],
          })),
        ),
    );
    expect(alone.json().subtotalPence).toBe(4355);
    expect(deal.json().subtotalPence).toBe(4355);
    expect(deal.json().totalPence).toBeLessThanOrEqual(alone.json().totalPence);
  });

  it("lets a deal's course repeat a choice (two garlic naans, two of one biryani with their own spice)", async () => {
    const feast = byName("Family Feast 2+2+2");
    const res = await quote([
      {
        id: feast.id,
        quantity: 1,
        options: [
          biryaniPick(feast, "Paneer Biryani", "Mild"),
          biryaniPick(feast, "Paneer Biryani", "Hot"),
          choiceId(feast, "Starters", "Chicken 65"),
          choiceId(feast, "Starters", "Chicken 65"),
          choiceId(feast, "Naans", "Garlic Naan"),
          choiceId(feast, "Naans", "Garlic Naan"),
        ],
      },
    ]);
    expect(res.statusCode).toBe(200);
    // 1495 * 2 + 795 * 2 + 350 * 2 = 5280 alone: the set price is lower.
    expect(res.json().subtotalPence).toBe(4995);
  });

  // Each: what is wrong, the dish ordered (one of it), the options chosen for it, and the message.
  it.each<[string, string, (dish: MenuItem) => unknown[] | undefined, string | RegExp]>([
    [
      "a missing required choice",
      "Butter Chicken",
      () => undefined,
      "Butter Chicken: please choose 1 for Spice level (0 chosen).",
    ],
    [
      "too many choices",
      "Butter Chicken",
      (curry) => [choiceId(curry, "Spice level", "Mild"), choiceId(curry, "Spice level", "Hot")],
      "Butter Chicken: Spice level allows at most 1 (2 chosen).",
    ],
    [
      "a choice from another dish",
      "Butter Chicken",
      () => [choiceId(byName("Hyderabadi Chicken Dum Biryani"), "Spice level", "Hot")],
      /^Option \d+ is not a choice for Butter Chicken\.$/,
    ],
    [
      "too few meal-deal courses",
      "Family Feast 2+2+2",
      (feast) => feastChoices(feast).slice(1),
      "Family Feast 2+2+2: please choose 2 for Biryanis (1 chosen).",
    ],
    [
      "a deal's biryani without its spice level",
      "Family Feast 2+2+2",
      (feast) => [choiceId(feast, "Biryanis", "Paneer Biryani"), ...feastChoices(feast).slice(1)],
      "Family Feast 2+2+2: Paneer Biryani: please choose 1 for Spice level (0 chosen).",
    ],
    [
      "a repeated choice where the group does not allow it",
      "Butter Chicken",
      (curry) => {
        const mild = choiceId(curry, "Spice level", "Mild");
        return [mild, mild];
      },
      "Butter Chicken: Mild was chosen twice.",
    ],
  ])("refuses %s with a message naming it", async (_name, dishName, options, message) => {
    const dish = byName(dishName);
    const res = await quote([{ id: dish.id, quantity: 1, options: options(dish) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(
      typeof message === "string" ? message : expect.stringMatching(message),
    );
  });

  it("refuses a meal-deal choice whose dish is sold out, and a sold-out add-on", async () => {
    const feast = byName("Family Feast 2+2+2");
    await t.db
      .update(menuItems)
      .set({ isAvailable: false })
      .where(eq(menuItems.id, byName("Paneer Biryani").id));
    const res = await quote([{ id: feast.id, quantity: 1, options: feastChoices(feast) }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Family Feast 2+2+2: Paneer Biryani is sold out. Please choose another.");

    const biryani = byName("Hyderabadi Chicken Dum Biryani");
    const raita = choiceId(biryani, "Add-ons", "Extra raita");
    await t.db.update(menuOptionChoices).set({ isAvailable: false }).where(eq(menuOptionChoices.id, raita));
    const addOn = await quote([
      { id: biryani.id, quantity: 1, options: [choiceId(biryani, "Spice level", "Mild"), raita] },
    ]);
    expect(addOn.statusCode).toBe(409);
    expect(addOn.json().message).toBe(
      "Hyderabadi Chicken Dum Biryani: Extra raita is sold out. Please choose another.",
    );
  });

  it("refuses option ids that are not ids", async () => {
    const res = await quote([{ id: byName("Butter Chicken").id, quantity: 1, options: ["hot"] }]);
    expect(res.statusCode).toBe(400);
  });
});

describe("POST /api/orders with options", () => {
  it("stores each line's options and unit price, and shows them to staff, the diner and in the email", async () => {
    const feast = byName("Family Feast 2+2+2");
    const curry = byName("Butter Chicken");
    const hot = choiceId(curry, "Spice level", "Hot");
    const mild = choiceId(curry, "Spice level", "Mild");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        customerName: "Aisha Khan",
        customerPhone: "07700 900123",
        customerEmail: "aisha@example.com",
        collectionDate: TODAY,
        collectionTime: "13:00",
        items: [
          { id: feast.id, quantity: 1, options: feastChoices(feast) },
          { id: curry.id, quantity: 1, options: [hot] },
          { id: curry.id, quantity: 2, options: [mild] },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.subtotalPence).toBe(4995 + 1395 * 3);
    expect(order.items).toHaveLength(3);
    expect(order.items[0]).toMatchObject({
      name: "Family Feast 2+2+2",
      pricePence: 4995,
      // The deal's dietary facts are the chosen dishes': chicken makes it non-vegetarian.
      isVegetarian: false,
      options: expect.arrayContaining([
        expect.objectContaining({
          group: "Biryanis",
          name: "Paneer Biryani",
          priceDeltaPence: 0,
          options: [expect.objectContaining({ group: "Spice level", name: "Mild" })],
        }),
        expect.objectContaining({ group: "Naans", name: "Garlic Naan" }),
      ]),
    });
    expect(order.items[1].options).toEqual([
      { choiceId: hot, group: "Spice level", name: "Hot", priceDeltaPence: 0 },
    ]);
    expect(order.items[2]).toMatchObject({
      quantity: 2,
      options: [expect.objectContaining({ name: "Mild" })],
    });

    const tracking = await t.app.inject({ method: "GET", url: `/api/orders/${order.orderNumber}` });
    expect(tracking.json().items[1]).toMatchObject({
      name: "Butter Chicken",
      options: [expect.objectContaining({ name: "Hot" })],
    });

    const cookie = await signInTestAdmin(t.app, t.db);
    const admin = await injectAs(t.app, cookie, "GET", "/api/admin/orders?from=2000-01-01");
    const listed = (admin.json().orders as { id: number; items: { options: { name: string }[] }[] }[]).find(
      (o) => o.id === order.id,
    );
    expect(listed?.items[0]?.options.map((o) => o.name)).toContain("Onion Bhaji");

    const mail = (await sentMail(t)).at(-1);
    expect(mail?.text).toContain("Spice level: Hot");
    expect(mail?.text).toContain("Biryanis: Hyderabadi Chicken Dum Biryani (Mild), Paneer Biryani (Mild)");
  });

  it("a vegetarian choice of deal is stored vegetarian, with the chosen dishes' allergens only", async () => {
    const feast = byName("Family Feast 2+2+2");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      payload: {
        customerName: "Aisha Khan",
        customerPhone: "07700 900124",
        collectionDate: TODAY,
        collectionTime: "13:00",
        items: [
          {
            id: feast.id,
            quantity: 1,
            options: feastChoices(feast, {
              biryanis: ["Paneer Biryani", "Mushroom Biryani"],
              starters: ["Onion Bhaji", "Mirchi Bajji"],
              naans: ["Plain Naan", "Plain Naan"],
            }),
          },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    const [line] = res.json().items;
    expect(line.isVegetarian).toBe(true);
    const union = [
      ...new Set(
        ["Paneer Biryani", "Mushroom Biryani", "Onion Bhaji", "Mirchi Bajji", "Plain Naan"].flatMap(
          (name) => byName(name).allergens,
        ),
      ),
    ];
    expect([...line.allergens].sort()).toEqual(union.sort());
    expect(line.allergens.length).toBeLessThan(feast.allergens.length);
  });

  it("reads an order placed before options existed, with no options on its lines", async () => {
    const old = await insertTestOrder(t.db);
    const cookie = await signInTestAdmin(t.app, t.db);
    const res = await injectAs(t.app, cookie, "GET", "/api/admin/orders?from=2000-01-01");
    expect(res.statusCode).toBe(200);
    const listed = (res.json().orders as { id: number; items: { options: unknown[] }[] }[]).find(
      (o) => o.id === old.id,
    );
    expect(listed?.items[0]?.options).toEqual([]);
  });
});
