/** Staff edit a dish's option groups and choices: GET and PUT /api/admin/menu/:id/options. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import type { OptionGroup } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
let cookie: string;
let menu: MenuItem[];

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await signInTestAdmin(t.app, t.db);
  menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
});
afterAll(() => t.close());

function dish(name: string): MenuItem {
  const found = menu.find((d) => d.name === name);
  if (!found) throw new Error(`no dish ${name}`);
  return found;
}

const put = (id: number, payload: object, headers: Record<string, string> = { cookie }) =>
  t.app.inject({ method: "PUT", url: `/api/admin/menu/${id}/options`, payload, headers });

async function publicGroups(id: number): Promise<OptionGroup[]> {
  const all: MenuItem[] = (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
  return all.find((d) => d.id === id)?.optionGroups ?? [];
}

describe("dish options admin", () => {
  it("adds a size group with a price change, shown on the public menu and priced in a quote", async () => {
    const lassi = dish("Mango Lassi");
    const res = await put(lassi.id, {
      groups: [
        {
          name: "Size",
          minChoices: 1,
          maxChoices: 1,
          choices: [
            { name: "Regular", priceDeltaPence: 0 },
            { name: "Large", priceDeltaPence: 100 },
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const groups: OptionGroup[] = res.json();
    expect(groups).toEqual([
      expect.objectContaining({
        name: "Size",
        minChoices: 1,
        maxChoices: 1,
        choices: [
          expect.objectContaining({ name: "Regular", priceDeltaPence: 0, isSoldOut: false }),
          expect.objectContaining({ name: "Large", priceDeltaPence: 100, isSoldOut: false }),
        ],
      }),
    ]);
    expect(await publicGroups(lassi.id)).toEqual(groups);
    const large = groups[0]?.choices[1]?.id;
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/orders/quote",
      payload: { items: [{ id: lassi.id, quantity: 2, options: [large] }] },
    });
    expect(quote.json().subtotalPence).toBe((lassi.pricePence + 100) * 2);

    const get = await injectAs(t.app, cookie, "GET", `/api/admin/menu/${lassi.id}/options`);
    expect(get.json()).toEqual(groups);
  });

  it("keeps the ids of choices sent back, adds new ones and removes the rest", async () => {
    const curry = dish("Dal Tadka");
    const [spice] = curry.optionGroups;
    if (!spice) throw new Error("Dal Tadka has no spice level");
    const [mild, medium] = spice.choices;
    const res = await put(curry.id, {
      groups: [
        {
          id: spice.id,
          name: "Spice level",
          minChoices: 1,
          maxChoices: 1,
          choices: [
            { id: mild?.id, name: "Mild", priceDeltaPence: 0 },
            { id: medium?.id, name: "Medium", priceDeltaPence: 0, isAvailable: false },
            { name: "Extra hot", priceDeltaPence: 0 },
          ],
        },
        {
          name: "Add-ons",
          minChoices: 0,
          maxChoices: 1,
          choices: [{ name: "Jeera rice", priceDeltaPence: 350, linkedMenuItemId: dish("Jeera Rice").id }],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [savedSpice, addOns] = res.json() as OptionGroup[];
    expect(savedSpice?.id).toBe(spice.id);
    expect(savedSpice?.choices.map((c) => [c.id === mild?.id, c.name, c.isSoldOut])).toEqual([
      [true, "Mild", false],
      [false, "Medium", true],
      [false, "Extra hot", false],
    ]);
    expect(savedSpice?.choices[1]?.id).toBe(medium?.id);
    expect(addOns?.choices[0]).toMatchObject({
      linkedMenuItemId: dish("Jeera Rice").id,
      priceDeltaPence: 350,
    });

    const cleared = await put(curry.id, { groups: [] });
    expect(cleared.json()).toEqual([]);
    expect(await publicGroups(curry.id)).toEqual([]);
  });

  it("needs a staff session", async () => {
    const res = await put(dish("Mango Lassi").id, { groups: [] }, {});
    expect(res.statusCode).toBe(401);
    const get = await t.app.inject({
      method: "GET",
      url: `/api/admin/menu/${dish("Mango Lassi").id}/options`,
    });
    expect(get.statusCode).toBe(401);
  });

  it.each([
    [
      "a minimum above the maximum",
      {
        groups: [
          { name: "Size", minChoices: 2, maxChoices: 1, choices: [{ name: "A", priceDeltaPence: 0 }] },
        ],
      },
      /minimum number of choices cannot be more than the maximum/,
    ],
    [
      "a group without choices",
      { groups: [{ name: "Size", minChoices: 0, maxChoices: 1, choices: [] }] },
      /at least one choice/,
    ],
    [
      "a blank choice name",
      {
        groups: [
          { name: "Size", minChoices: 0, maxChoices: 1, choices: [{ name: " ", priceDeltaPence: 0 }] },
        ],
      },
      /Choice name is required/,
    ],
    [
      "a price change that is not whole pence",
      {
        groups: [
          { name: "Size", minChoices: 0, maxChoices: 1, choices: [{ name: "L", priceDeltaPence: 1.5 }] },
        ],
      },
      /whole number/,
    ],
  ])("refuses %s with a 400 naming the problem", async (_name, payload, message) => {
    const res = await put(dish("Mango Lassi").id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
  });

  it("refuses another dish's group, an unknown linked dish, a dish as its own choice and an unknown dish", async () => {
    const feast = dish("Family Feast 2+2+2");
    const foreign = feast.optionGroups[0];
    const lassi = dish("Mango Lassi");
    const stolen = await put(lassi.id, {
      groups: [
        {
          id: foreign?.id,
          name: "Biryanis",
          minChoices: 0,
          maxChoices: 1,
          choices: [{ name: "X", priceDeltaPence: 0 }],
        },
      ],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(`Option group ${foreign?.id} is not one of this dish's groups`);

    const unknownDish = await put(lassi.id, {
      groups: [
        {
          name: "Side",
          minChoices: 0,
          maxChoices: 1,
          choices: [{ name: "X", priceDeltaPence: 0, linkedMenuItemId: 999999 }],
        },
      ],
    });
    expect(unknownDish.statusCode).toBe(400);
    expect(unknownDish.json().message).toBe("Dish 999999 is not on the menu");

    const itself = await put(lassi.id, {
      groups: [
        {
          name: "Side",
          minChoices: 0,
          maxChoices: 1,
          choices: [{ name: "X", priceDeltaPence: 0, linkedMenuItemId: lassi.id }],
        },
      ],
    });
    expect(itself.statusCode).toBe(400);

    const missing = await put(999999, { groups: [] });
    expect(missing.statusCode).toBe(404);
  });
});
