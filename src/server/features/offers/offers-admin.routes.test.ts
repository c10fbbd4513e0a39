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

describe("one offer per code, whatever its case (decision 0038)", () => {
  const offer = (offerCode: string | null, title = "Summer saver") => ({
    title,
    description: "10% off",
    discountType: "percentage",
    discountValue: 10,
    validFrom: "2026-11-01T00:00:00.000Z",
    validTo: "2026-11-30T23:00:00.000Z",
    offerCode,
  });

  it("refuses a second offer with the code in any case (409) and stores nothing", async () => {
    const first = await t.signedIn("POST", "/api/offers", offer("summer10"));
    expect(first.statusCode, first.body).toBe(201);
    const before = await count();
    for (const code of ["SUMMER10", "Summer10", " summer10 "]) {
      const again = await t.signedIn("POST", "/api/offers", offer(code, "Summer saver again"));
      expect(again.statusCode, code).toBe(409);
      expect(again.json()).toEqual({
        message: "Another offer already has the code SUMMER10. Please choose a different code.",
      });
    }
    expect(await count()).toBe(before);
    // Offers without a code (applied by themselves) are as many as staff like.
    expect((await t.signedIn("POST", "/api/offers", offer(null, "Auto one"))).statusCode).toBe(201);
    expect((await t.signedIn("POST", "/api/offers", offer(null, "Auto two"))).statusCode).toBe(201);
  });

  it("refuses an edit that takes another offer's code, and keeps an offer's own code", async () => {
    const mine = (await t.signedIn("POST", "/api/offers", offer("autumn5"))).json();
    const other = (await t.signedIn("POST", "/api/offers", offer("winter5"))).json();
    const taken = await t.signedIn("PUT", `/api/offers/${other.id}`, { offerCode: "Autumn5" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(
      "Another offer already has the code AUTUMN5. Please choose a different code.",
    );
    const list = (await t.app.inject({ method: "GET", url: "/api/offers" })).json() as {
      id: number;
      offerCode: string;
    }[];
    expect(list.find((o) => o.id === other.id)?.offerCode).toBe("WINTER5");
    const same = await t.signedIn("PUT", `/api/offers/${mine.id}`, {
      offerCode: "autumn5",
      isActive: false,
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("needs a staff session, and refuses a code that is too long with a 400", async () => {
    const anonymous = await t.app.inject({ method: "POST", url: "/api/offers", payload: offer("nosession") });
    expect(anonymous.statusCode).toBe(401);
    const long = await t.signedIn("POST", "/api/offers", offer("X".repeat(21)));
    expect(long.statusCode).toBe(400);
  });
});
