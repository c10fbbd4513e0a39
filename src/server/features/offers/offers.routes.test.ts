import { describe, expect, it } from "vitest";
import { expectCachedUntil } from "@server/testing/public-cache-expiry";
import { queriesDuring } from "../../testing/count-queries";
import { revalidate } from "../../testing/revalidate";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

describe("GET /api/offers", () => {
  it("lists the seeded offers with ISO dates", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/offers" });
    expect(res.statusCode).toBe(200);
    const offers = res.json() as { title: string; validFrom: string; isActive: boolean }[];
    expect(offers.find((o) => o.title === "10% off collection orders over £30")?.isActive).toBe(true);
    expect(offers.every((o) => !Number.isNaN(Date.parse(o.validFrom)))).toBe(true);
  });
});

describe("GET /api/offers/active: kept in memory until an offer starts or ends", () => {
  const getActive = () => t.app.inject({ method: "GET", url: "/api/offers/active" });
  const titles = async () =>
    ((await getActive()).json().promotions as { title: string }[]).map((p) => p.title);

  it("runs no database query when warm, and changes by the clock at a start and at an end", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    const first = await getActive();
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(await queriesDuring(t.database, getActive)).toBe(0);
    // The seeded flash sale ends at London midnight.
    expect(first.json().flashSale).not.toBeNull();
    expect(t.app.publicCache.expiresAt("/api/offers/active")).toBe(Date.parse("2026-11-25T00:00:00Z"));

    const created = await t.signedIn("POST", "/api/offers", {
      title: "Happy hour",
      description: "10% off",
      discountType: "percentage",
      discountValue: 10,
      validFrom: "2026-11-24T17:00:00.000Z",
      validTo: "2026-11-24T19:00:00.000Z",
    });
    expect(created.statusCode).toBe(201);
    expect(await titles()).not.toContain("Happy hour");

    await expectCachedUntil(t, "/api/offers/active", "2026-11-24T17:00:00Z");
    expect(await titles()).toContain("Happy hour");
    t.clock.set("2026-11-24T18:59:59.999Z");
    expect(await queriesDuring(t.database, getActive)).toBe(0);
    t.clock.set("2026-11-24T19:00:00Z");
    expect(await titles()).not.toContain("Happy hour");
    t.clock.set("2026-11-25T00:00:00Z");
    expect((await getActive()).json().flashSale).toBeNull();
  });

  it("shows staff switching an offer off on the next read", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    const before = await getActive();
    const offer = before.json().promotions[0] as { id: number; title: string };
    await getActive();
    const off = await t.signedIn("PUT", `/api/offers/${offer.id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    const after = await revalidate(t.app, "/api/offers/active", before.headers.etag);
    expect(after.statusCode).toBe(200);
    expect((after.json().promotions as { id: number }[]).map((p) => p.id)).not.toContain(offer.id);
  });
});
