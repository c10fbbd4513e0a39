import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RADIUS_NEEDS_GEOCODER_MESSAGE } from "@shared/delivery/delivery.schema";
import { INVALID_POSTCODE_MESSAGE } from "@shared/delivery/postcodes";
import { signInNewStaff } from "../../testing/admin-session";
import { type FakeGeocoder, startFakeGeocoder } from "../../testing/fake-geocoder";
import { injectAs } from "../../testing/inject-as";
import { buildFileTestApp, setUpTestApp } from "../../testing/set-up-test-app";

const town = {
  name: "Town",
  kind: "postcodes",
  areas: "nn1, NN2,nn3 1 - 4",
  feePence: 250,
  minOrderPence: 1500,
  freeOverPence: 3000,
  leadTimeMinutes: 45,
};

const check = (
  app: {
    inject: (o: {
      method: "GET";
      url: string;
    }) => Promise<{ statusCode: number; json(): unknown; body: string }>;
  },
  postcode: string,
  basket?: number,
) =>
  app.inject({
    method: "GET",
    url: `/api/delivery/check?postcode=${encodeURIComponent(postcode)}${basket === undefined ? "" : `&basketPence=${basket}`}`,
  });

describe("delivery zones without a geocoder", () => {
  const t = setUpTestApp({ signedIn: true });

  it("says delivery is not offered online while no zone is set", async () => {
    const zones = await t.app.inject({ method: "GET", url: "/api/delivery" });
    expect(zones.json()).toEqual({ offered: false, hours: null, zones: [] });
    const res = await check(t.app, "NN3 2AB");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      delivers: false,
      message: "Delivery is not offered online - collection is available",
    });
  });

  it("an owner adds a postcode zone; its areas come back tidied", async () => {
    const res = await t.signedIn("POST", "/api/admin/delivery/zones", town);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: "Town",
      areas: "NN1, NN2, NN3 1-4",
      radiusMiles: null,
      isActive: true,
    });
    const pub = await t.app.inject({ method: "GET", url: "/api/delivery" });
    expect(pub.json()).toMatchObject({
      offered: true,
      zones: [{ name: "Town", areas: "NN1, NN2, NN3 1-4", terms: "for £2.50, minimum £15, free over £30" }],
    });
  });

  it("an address in a zone gets its fee, minimum and threshold", async () => {
    // 12:00 London: the zone's 45 minutes make 12:45 the earliest delivery today.
    t.clock.set("2026-11-24T12:00:00Z");
    const res = await check(t.app, "nn32ab");
    expect(res.json()).toEqual({
      postcode: "NN3 2AB",
      outcode: "NN3",
      delivers: true,
      message: "We deliver to NN3 for £2.50, minimum £15, free over £30",
      zone: { id: expect.any(Number), name: "Town" },
      feePence: 250,
      minimumPence: 1500,
      freeOverPence: 3000,
      shortfallPence: 0,
      leadTimeMinutes: 45,
      earliestTime: "12:45",
      latestTime: null,
      promotionTitle: null,
    });
    // A lead time that runs past midnight leaves no delivery today.
    t.clock.set("2026-11-24T23:30:00Z");
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({ delivers: true, earliestTime: null });
    t.clock.set("2026-11-24T12:00:00Z");
    expect((await check(t.app, "NN3 2AB", 1000)).json()).toMatchObject({
      feePence: 250,
      shortfallPence: 500,
    });
    expect((await check(t.app, "NN3 2AB", 3000)).json()).toMatchObject({ feePence: 0, shortfallPence: 0 });
  });

  it("an address outside every zone hears that collection is available", async () => {
    for (const postcode of ["MK9 1AB", "NN3 6AB"]) {
      const res = await check(t.app, postcode);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ delivers: false, feePence: null });
    }
    expect((await check(t.app, "MK9 1AB")).json()).toMatchObject({
      message: "Sorry, we don't deliver to MK9 - collection is available",
    });
  });

  it("refuses an invalid postcode with a 400 that names it", async () => {
    for (const postcode of ["NN3", "hello", "", "NN3 2AB'; drop table"]) {
      const res = await check(t.app, postcode);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: INVALID_POSTCODE_MESSAGE });
    }
  });

  it("the cheapest covering zone applies", async () => {
    const near = await t.signedIn("POST", "/api/admin/delivery/zones", {
      ...town,
      name: "Near",
      areas: "NN3 2",
      feePence: 100,
      freeOverPence: null,
    });
    expect(near.statusCode).toBe(201);
    expect((await check(t.app, "NN3 2AB", 2000)).json()).toMatchObject({
      zone: { name: "Near" },
      feePence: 100,
    });
    // Over Town's threshold, Town delivers free: cheaper than Near's £1.
    expect((await check(t.app, "NN3 2AB", 3500)).json()).toMatchObject({
      zone: { name: "Town" },
      feePence: 0,
    });
    expect((await check(t.app, "NN3 3AB", 2000)).json()).toMatchObject({
      zone: { name: "Town" },
      feePence: 250,
    });
    await t.signedIn("DELETE", `/api/admin/delivery/zones/${near.json().id}`);
  });

  it("a Free delivery promotion running online takes the fee away from its spend", async () => {
    const offer = await t.signedIn("POST", "/api/offers", {
      title: "Free delivery",
      description: "On us",
      discountType: "free_delivery",
      discountValue: 0,
      minOrderPence: 2000,
      validFrom: "2026-01-01T00:00:00Z",
      validTo: "2099-01-01T00:00:00Z",
      isActive: true,
      channel: "online",
    });
    expect(offer.statusCode, offer.body).toBe(201);
    expect((await check(t.app, "NN3 2AB", 1900)).json()).toMatchObject({
      feePence: 250,
      promotionTitle: null,
    });
    expect((await check(t.app, "NN3 2AB", 2000)).json()).toMatchObject({
      feePence: 0,
      promotionTitle: "Spend £20, get free delivery",
    });
    await t.signedIn("DELETE", `/api/offers/${offer.json().id}`);
  });

  it("refuses a radius zone without a geocoder, and bad zones with the field's message", async () => {
    const radius = await t.signedIn("POST", "/api/admin/delivery/zones", {
      ...town,
      kind: "radius",
      radiusMiles: 3,
    });
    expect(radius.statusCode).toBe(400);
    expect(radius.json()).toMatchObject({ message: RADIUS_NEEDS_GEOCODER_MESSAGE });
    const badAreas = await t.signedIn("POST", "/api/admin/delivery/zones", {
      ...town,
      areas: "NN1, Northampton",
    });
    expect(badAreas.statusCode).toBe(400);
    expect(badAreas.body).toContain("is not a postcode district or sector");
    const belowMinimum = await t.signedIn("POST", "/api/admin/delivery/zones", {
      ...town,
      freeOverPence: 1000,
    });
    expect(belowMinimum.statusCode).toBe(400);
    expect(belowMinimum.body).toContain("Free delivery cannot start below the zone's minimum order");
    expect((await t.signedIn("GET", "/api/admin/delivery")).json().zones).toHaveLength(1);
  });

  it("staff pause delivery for the evening and resume it; only owners edit zones", async () => {
    const staff = await signInNewStaff(t.app, t.cookie, { username: "waiter", password: "waiter-secret-1" });
    const until = new Date(t.clock.now().getTime() + 3 * 3600_000).toISOString();
    const paused = await injectAs(t.app, staff, "PUT", "/api/admin/delivery/pause", { pausedUntil: until });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ pausedUntil: until, geocoderConfigured: false });
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({
      delivers: false,
      message: "Sorry, we're not delivering right now - collection is available",
    });
    await injectAs(t.app, staff, "PUT", "/api/admin/delivery/pause", { pausedUntil: null });
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({ delivers: true });
    const staffWrite = await injectAs(t.app, staff, "POST", "/api/admin/delivery/zones", town);
    expect(staffWrite.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/admin/delivery/pause",
      payload: { pausedUntil: null },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("delivery hours of the owner's own: the check and the public page follow them (issue 35 item 1)", async () => {
    const evening = { start: "17:00", end: "21:30" };
    // Tuesday 24 November 2026; no delivery on Mondays, evenings otherwise.
    const hours = [evening, null, evening, evening, evening, evening, evening];
    const bad = await t.signedIn("PUT", "/api/admin/delivery/settings", {
      deliveriesPerSlot: 3,
      cashOnDelivery: false,
      hours: [{ start: "21:00", end: "17:00" }, ...hours.slice(1)],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/The delivery hours must end after they start/);
    expect(
      (
        await t.signedIn("PUT", "/api/admin/delivery/settings", {
          deliveriesPerSlot: 3,
          cashOnDelivery: false,
          hours: hours.slice(0, 6),
        })
      ).statusCode,
    ).toBe(400);
    const saved = await t.signedIn("PUT", "/api/admin/delivery/settings", {
      deliveriesPerSlot: 3,
      cashOnDelivery: false,
      hours,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().hours).toEqual(hours);
    expect((await t.app.inject({ method: "GET", url: "/api/delivery" })).json().hours).toEqual(hours);

    // At noon the earliest delivery is when the drivers start, and the day's last is theirs.
    t.clock.set("2026-11-24T12:00:00Z");
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({
      delivers: true,
      earliestTime: "17:00",
      latestTime: "21:30",
    });
    // At 21:00 the lead time runs past the drivers' last delivery: none is left today.
    t.clock.set("2026-11-24T21:00:00Z");
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({ delivers: true, earliestTime: null });
    // Monday: no delivery at all.
    t.clock.set("2026-11-23T18:00:00Z");
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({
      delivers: false,
      message: "Sorry, we're not delivering today - collection is available",
    });
    // The audit log says what changed in words.
    const log = await t.signedIn("GET", "/api/admin/audit-log?group=delivery");
    expect(log.body).toContain("Monday: no delivery; Tuesday to Sunday: 17:00-21:30");

    const back = await t.signedIn("PUT", "/api/admin/delivery/settings", {
      deliveriesPerSlot: 3,
      cashOnDelivery: false,
      hours: null,
    });
    expect(back.json().hours).toBeNull();
    t.clock.set("2026-11-24T12:00:00Z");
  });

  it("an owner changes a zone, the switches, and removes the zone", async () => {
    const [zone] = (await t.signedIn("GET", "/api/admin/delivery")).json().zones;
    const changed = await t.signedIn("PUT", `/api/admin/delivery/zones/${zone.id}`, {
      ...town,
      feePence: 300,
    });
    expect(changed.json()).toMatchObject({ feePence: 300 });
    expect((await check(t.app, "NN1 1AA")).json()).toMatchObject({
      message: "We deliver to NN1 for £3, minimum £15, free over £30",
    });
    const settings = await t.signedIn("PUT", "/api/admin/delivery/settings", {
      deliveriesPerSlot: 4,
      cashOnDelivery: true,
    });
    expect(settings.json()).toMatchObject({ deliveriesPerSlot: 4, cashOnDelivery: true });
    expect((await t.signedIn("PUT", "/api/admin/delivery/zones/9999", town)).statusCode).toBe(404);
    expect((await t.signedIn("DELETE", `/api/admin/delivery/zones/${zone.id}`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/delivery" })).json()).toEqual({
      offered: false,
      hours: null,
      zones: [],
    });
  });
});

describe("a radius zone with the fake geocoder", () => {
  let geocoder: FakeGeocoder;
  let t: Awaited<ReturnType<typeof buildFileTestApp>>;

  beforeAll(async () => {
    geocoder = await startFakeGeocoder({
      // The restaurant (NN1 2AB), a street about a mile away and Milton Keynes about 15 miles away.
      "NN1 2AB": { latitude: 52.2363, longitude: -0.8936 },
      "NN3 8AB": { latitude: 52.2501, longitude: -0.8745 },
      "MK9 1AB": { latitude: 52.0406, longitude: -0.7594 },
    });
    t = await buildFileTestApp({ signedIn: true, env: { GEOCODER_URL: geocoder.url } });
  });
  afterAll(async () => {
    await t?.close();
    await geocoder?.close();
  });

  it("delivers within its miles and not beyond, beside the postcode zones", async () => {
    const res = await t.signedIn("POST", "/api/admin/delivery/zones", {
      ...town,
      name: "Three miles",
      kind: "radius",
      areas: "",
      radiusMiles: 3,
      feePence: 199,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ kind: "radius", radiusMiles: 3, areas: "" });
    expect((await check(t.app, "NN3 8AB")).json()).toMatchObject({
      delivers: true,
      zone: { name: "Three miles" },
      message: "We deliver to NN3 for £1.99, minimum £15, free over £30",
    });
    expect((await check(t.app, "MK9 1AB")).json()).toMatchObject({ delivers: false });
    // A postcode the geocoder does not know: the radius cannot be measured, so it does not match.
    expect((await check(t.app, "NN3 2AB")).json()).toMatchObject({ delivers: false });
    expect(geocoder.lookups).toBeGreaterThan(0);
    const settings = (await t.signedIn("GET", "/api/admin/delivery")).json().settings;
    expect(settings.geocoderConfigured).toBe(true);
  });
});
