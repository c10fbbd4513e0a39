import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveryZones, operatingHours, specialHours } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import { webDistWithIndex } from "../../testing/web-dist";

let t: TestApp;
beforeAll(async () => {
  const dist = webDistWithIndex(
    '<!doctype html><html><head><title>Old</title>\n<meta name="description" content="old" /></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({
    webDistDir: dist,
    env: { ANALYTICS_ID: "G-TEST123", PUBLIC_URL: "https://hyderabad.example" },
  });
  await t.db.insert(specialHours).values({ date: "2026-12-25", isClosed: true, reason: "Christmas Day" });
});
afterAll(() => t.close());

function readJsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return JSON.parse(match?.[1] ?? "{}");
}

describe("site config, robots and sitemap", () => {
  it("exposes the analytics id to the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/site-config" });
    expect(res.json()).toEqual({ analyticsId: "G-TEST123", demoMode: false });
  });

  it("serves robots.txt and sitemap.xml with absolute URLs", async () => {
    const robots = await t.app.inject({ method: "GET", url: "/robots.txt" });
    expect(robots.headers["content-type"]).toContain("text/plain");
    expect(robots.body).toContain("Disallow: /admin");
    expect(robots.body).toContain("Sitemap: https://hyderabad.example/sitemap.xml");
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    expect(sitemap.body).toContain("<loc>https://hyderabad.example/</loc>");
    expect(sitemap.body).toContain("<loc>https://hyderabad.example/offers</loc>");
  });
});

describe("the served page", () => {
  it("carries the home page's title, Open Graph tags and Restaurant JSON-LD from the database", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("<title>Hyderabad House</title>");
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).toContain('<meta property="og:url" content="https://hyderabad.example/"');
    expect(res.body.match(/name="description"/g)).toHaveLength(1);
    const ld = readJsonLd(res.body);
    expect(ld).toMatchObject({
      "@type": "Restaurant",
      name: "Hyderabad House",
      hasMenu: "https://hyderabad.example/api/menu/download",
      address: { postalCode: "NN1 2AB" },
    });
    // A fresh install has no reviews and no Google key: no rating at all, never a made-up one.
    expect(ld).not.toHaveProperty("aggregateRating");
    // No delivery zone yet: ordering online is for collection only, and no area is claimed.
    expect(ld.potentialAction).toEqual({
      "@type": "OrderAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://hyderabad.example/order" },
      deliveryMethod: ["http://purl.org/goodrelations/v1#DeliveryModePickUp"],
    });
    expect(ld).not.toHaveProperty("areaServed");
    const hours = ld.openingHoursSpecification as Record<string, string>[];
    expect(hours).toContainEqual(
      expect.objectContaining({ dayOfWeek: "https://schema.org/Tuesday", opens: "17:00", closes: "23:00" }),
    );
    expect(hours.some((h) => h.dayOfWeek === "https://schema.org/Monday")).toBe(false);
    expect(hours).toContainEqual(
      expect.objectContaining({
        validFrom: "2026-12-25",
        opens: "00:00",
        closes: "00:00",
        description: "Christmas Day",
      }),
    );
  });

  it("says delivery by the restaurant's own drivers, and where, once the owner has a zone", async () => {
    const [zone] = await t.db
      .insert(deliveryZones)
      .values({
        name: "Town",
        kind: "postcodes",
        areas: "NN1, NN2, NN3 1-4",
        feePence: 250,
        minOrderPence: 1500,
        leadTimeMinutes: 45,
      })
      .returning();
    try {
      const ld = readJsonLd((await t.app.inject({ method: "GET", url: "/" })).body);
      expect(ld.potentialAction).toMatchObject({
        deliveryMethod: [
          "http://purl.org/goodrelations/v1#DeliveryModePickUp",
          "http://purl.org/goodrelations/v1#DeliveryModeOwnFleet",
        ],
      });
      expect(ld.areaServed).toEqual(["NN1, NN2, NN3 1-4"]);
    } finally {
      await t.db.delete(deliveryZones).where(eq(deliveryZones.id, zone?.id ?? 0));
    }
  });

  it("states the hours and preparation time from the database, and staff's change on the next load", async () => {
    let home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain(
      "Open Monday closed; Tuesday - Thursday 11:00 - 15:00, 17:00 - 23:00; Friday - Sunday 11:00 - 23:00.",
    );
    const order = await t.app.inject({ method: "GET", url: "/order" });
    expect(order.body).toContain("Ready for collection in about 30 minutes.");

    await t.db.update(operatingHours).set({ isClosed: true }).where(eq(operatingHours.dayOfWeek, 0));
    home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain("Friday - Saturday 11:00 - 23:00; Sunday closed.");
    const hours = readJsonLd(home.body).openingHoursSpecification as Record<string, string>[];
    expect(hours.some((h) => h.dayOfWeek === "https://schema.org/Sunday")).toBe(false);
    await t.db.update(operatingHours).set({ isClosed: false }).where(eq(operatingHours.dayOfWeek, 0));
  });

  it("gives each page its own title and unknown paths a 404 with noindex", async () => {
    const offers = await t.app.inject({ method: "GET", url: "/offers" });
    expect(offers.statusCode).toBe(200);
    expect(offers.body).toContain("<title>Special Offers | Hyderabad House</title>");
    expect(offers.body).not.toContain("application/ld+json");
    const missing = await t.app.inject({ method: "GET", url: "/no/such/page" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    expect(missing.body).toContain('<div id="root">');
  });
});

describe("a page about one order or review link (issue 33)", () => {
  it("answers 404 titled 'Order Not Found' for an order number no order has, 200 for a real one", async () => {
    const missing = await t.app.inject({ method: "GET", url: "/order/HYD-000000" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain("<title>Order Not Found | Hyderabad House</title>");
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    const order = await insertTestOrder(t.db);
    const found = await t.app.inject({ method: "GET", url: `/order/${order.orderNumber}` });
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain("<title>Your Order | Hyderabad House</title>");
  });

  it("answers 404 titled 'Review Link Not Valid' for a bad or unknown review link, not 'Page Not Found'", async () => {
    for (const url of ["/review/short", `/review/${"x".repeat(32)}`]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("<title>Review Link Not Valid | Hyderabad House</title>");
      expect(res.body, url).not.toContain("Page Not Found");
    }
  });
});

describe("links come from PUBLIC_URL, never from the request", () => {
  const forged = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" };

  it("robots.txt, sitemap.xml, canonical and JSON-LD ignore forged Host and X-Forwarded-Host", async () => {
    for (const url of ["/robots.txt", "/sitemap.xml", "/", "/offers"]) {
      const res = await t.app.inject({ method: "GET", url, headers: forged });
      expect(res.body, url).not.toContain("evil.example");
      expect(res.body, url).toContain("https://hyderabad.example/");
    }
  });

  it("without PUBLIC_URL, links use http://localhost:PORT, not the request's host", async () => {
    const plain = await buildTestApp({ seed: false, env: { PORT: "3123" } });
    try {
      const robots = await plain.app.inject({ method: "GET", url: "/robots.txt", headers: forged });
      expect(robots.body).toContain("Sitemap: http://localhost:3123/sitemap.xml");
      expect(robots.body).not.toContain("evil.example");
    } finally {
      await plain.close();
    }
  });
});
