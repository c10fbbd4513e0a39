import { describe, expect, it } from "vitest";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

const count = async () =>
  ((await t.app.inject({ method: "GET", url: "/api/offers" })).json() as unknown[]).length;

describe("offer writes", () => {
  it("creates with an upper-case code, toggles Active/Inactive, edits and deletes", async () => {
    const before = await count();
    const created = await t.signedIn("POST", "/api/offers", {
      title: "Diwali special",
      description: "20% off",
      discountType: "percentage",
      discountValue: 20,
      validFrom: "2026-11-01T00:00:00.000Z",
      validTo: "2026-11-30T23:00:00.000Z",
      offerCode: "diwali20",
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json();
    expect(offer).toMatchObject({ offerCode: "DIWALI20", isActive: true });
    const toggled = await t.signedIn("PUT", `/api/offers/${offer.id}`, {
      isActive: false,
      offerCode: "festive",
    });
    expect(toggled.json()).toMatchObject({ isActive: false, offerCode: "FESTIVE" });
    const del = await t.signedIn("DELETE", `/api/offers/${offer.id}`);
    expect(del.statusCode).toBe(200);
    expect(await count()).toBe(before);
  });

  it("refuses a missing title or an end before the start, storing nothing", async () => {
    const before = await count();
    for (const payload of [
      {
        description: "x",
        discountType: "percentage",
        discountValue: 5,
        validFrom: "2026-11-01T00:00:00Z",
        validTo: "2026-11-02T00:00:00Z",
      },
      {
        title: "x",
        description: "x",
        discountType: "percentage",
        discountValue: 5,
        validFrom: "2026-11-05T00:00:00Z",
        validTo: "2026-11-02T00:00:00Z",
      },
    ]) {
      const res = await t.signedIn("POST", "/api/offers", payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});
