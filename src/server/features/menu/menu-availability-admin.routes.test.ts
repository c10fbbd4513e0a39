/**
 * One choice of a dish on the board's 86 list (issue 32, item 7):
 * PUT /api/admin/menu/choices/:id/availability, for any signed-in staff member, seen by diners.
 */
import { describe, expect, it } from "vitest";
import type { MenuItem } from "@shared/menu/menu.schema";
import { injectAs } from "../../testing/inject-as";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

async function publicMenu(): Promise<MenuItem[]> {
  return (await t.app.inject({ method: "GET", url: "/api/menu" })).json();
}

/** The first seeded dish with a choice, and that choice. */
async function aChoice() {
  const dish = (await publicMenu()).find((d) => d.optionGroups.some((g) => g.choices.length > 1));
  const group = dish?.optionGroups.find((g) => g.choices.length > 1);
  const choice = group?.choices[1];
  if (!dish || !group || !choice) throw new Error("the seeded menu has no dish with choices");
  return { dish, group, choice };
}

const put = (cookie: string, id: number | string, payload: unknown) =>
  injectAs(t.app, cookie, "PUT", `/api/admin/menu/choices/${id}/availability`, payload);

describe("PUT /api/admin/menu/choices/:id/availability", () => {
  it("the owner marks a choice sold out for today: the dish answers, diners cannot choose it, and back on", async () => {
    const { dish, group, choice } = await aChoice();
    const res = await put(t.cookie, choice.id, { soldOutToday: true });
    expect(res.statusCode, res.body).toBe(200);
    const answered: MenuItem = res.json();
    expect(answered.id).toBe(dish.id);
    const sold = answered.optionGroups
      .find((g) => g.id === group.id)
      ?.choices.find((c) => c.id === choice.id);
    expect(sold?.isSoldOut).toBe(true);
    // The other choices of the dish stay on.
    const others = answered.optionGroups.flatMap((g) => g.choices).filter((c) => c.id !== choice.id);
    expect(others.every((c) => !c.isSoldOut)).toBe(true);

    // Diners see it at once, and cannot order it.
    const seen = (await publicMenu()).find((d) => d.id === dish.id);
    expect(seen?.optionGroups.flatMap((g) => g.choices).find((c) => c.id === choice.id)?.isSoldOut).toBe(
      true,
    );
    const quote = await t.app.inject({
      method: "POST",
      url: "/api/orders/quote",
      payload: { items: [{ id: dish.id, quantity: 1, options: [choice.id] }] },
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json().message).toBe(`${dish.name}: ${choice.name} is sold out. Please choose another.`);

    const back = await put(t.cookie, choice.id, { soldOutToday: false });
    expect(back.statusCode, back.body).toBe(200);
    const again = (await publicMenu()).find((d) => d.id === dish.id);
    expect(again?.optionGroups.flatMap((g) => g.choices).find((c) => c.id === choice.id)?.isSoldOut).toBe(
      false,
    );
  });

  it("answers 401 without a session and changes nothing", async () => {
    const { dish, choice } = await aChoice();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/admin/menu/choices/${choice.id}/availability`,
      payload: { soldOutToday: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty("message");
    const seen = (await publicMenu()).find((d) => d.id === dish.id);
    expect(seen?.optionGroups.flatMap((g) => g.choices).find((c) => c.id === choice.id)?.isSoldOut).toBe(
      false,
    );
  });

  it("answers 400 for bad input, never a 500", async () => {
    const { choice } = await aChoice();
    for (const [id, payload] of [
      [choice.id, {}],
      [choice.id, { soldOutToday: "yes" }],
      [choice.id, { isAvailable: 1 }],
      ["abc", { soldOutToday: true }],
      [-1, { soldOutToday: true }],
    ] as const) {
      const res = await put(t.cookie, id, payload);
      expect(res.statusCode, `${id} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json()).toHaveProperty("message");
    }
  });

  it("answers 404 for a choice that does not exist", async () => {
    const res = await put(t.cookie, 999_999, { soldOutToday: true });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: "Choice not found" });
  });
});
