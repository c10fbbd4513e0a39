/**
 * The restaurant is data (decision 0042): the owner's details reach every place that states them,
 * a second restaurant's site carries no word of the sample one, and a site not yet set up states
 * nothing made up.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildKitchenTicket, buildPaidSlip } from "@shared/printing/kitchen-ticket";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { webDistWithIndex } from "../../testing/web-dist";
import { loadConfirmedDetails } from "./restaurant.queries";
import { applyRestaurantFile } from "./restaurant.service";

const SPICE_ROUTE = {
  name: "Spice Route",
  description: "Street food from the spice road.",
  street: "3 Mill Lane",
  town: "York",
  postcode: "yo1 7hh",
  phone: "01904 000000",
  email: "hello@spice-route.test",
  deliveryLinks: [{ platform: "deliveroo", url: "https://deliveroo.co.uk/menu/york/spice-route" }],
  hygieneRating: "4",
  fhrsId: "987654",
  hygieneRatingDate: "2026-05-01",
  companyName: "Spice Route Ltd",
  companyNumber: "12345678",
  vatNumber: "GB 123 4567 89",
  mailSenderName: "Spice Route York",
};
/** Words of the sample restaurant that no page, mail or ticket of another may carry. */
const SAMPLE_WORDS = /Hyderabad House|01234 567890|Northampton|NN1 2AB|12 High Street/;

const INDEX =
  '<!doctype html><html><head><title>Old</title>\n<meta name="description" content="old" /></head><body><div id="root"></div></body></html>';

describe("a second restaurant", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp({
      webDistDir: webDistWithIndex(INDEX),
      env: { PUBLIC_URL: "https://spice.example" },
    });
    cookie = await signInTestAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  it("refuses a stranger (401), bad postcodes, phones and VAT numbers (400 naming the field)", async () => {
    const anonymous = await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant-details",
      payload: SPICE_ROUTE,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const [field, value] of [
      ["postcode", "YO99 ZZZZ"],
      ["phone", "12345"],
      ["vatNumber", "GB12"],
      ["companyNumber", "ABC"],
      ["name", "Line\nbreak"],
    ] as const) {
      const res = await t.app.inject({
        method: "PUT",
        url: "/api/admin/restaurant-details",
        headers: { cookie },
        payload: { ...SPICE_ROUTE, [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(typeof res.json().message, field).toBe("string");
    }
    const noFhrs = await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant-details",
      headers: { cookie },
      payload: { ...SPICE_ROUTE, fhrsId: "" },
    });
    expect(noFhrs.statusCode).toBe(400);
  });

  it("saves the owner's details, normalised, and every public read states them", async () => {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant-details",
      headers: { cookie },
      payload: SPICE_ROUTE,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().details).toMatchObject({ postcode: "YO1 7HH", vatNumber: "GB123456789" });
    const pub = await t.app.inject({ method: "GET", url: "/api/restaurant" });
    expect(pub.json()).toMatchObject({ confirmed: true, details: { name: "Spice Route", town: "York" } });

    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.body).toContain("<title>Spice Route</title>");
    expect(home.body).toContain("Street food from the spice road.");
    expect(home.body).toContain('"telephone":"+441904000000"');
    expect(home.body).toContain('"postalCode":"YO1 7HH"');
    expect(home.body).toContain("https://ratings.food.gov.uk/business/987654");
    for (const url of [
      "/",
      "/order",
      "/offers",
      "/privacy",
      "/terms",
      "/allergens",
      "/sitemap.xml",
      "/no-such",
    ]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.body, url).not.toMatch(SAMPLE_WORDS);
    }
    for (const slug of ["privacy", "terms", "allergens"]) {
      const legal = await t.app.inject({ method: "GET", url: `/api/legal/${slug}` });
      expect(legal.statusCode).toBe(200);
      expect(legal.json().body, slug).not.toMatch(SAMPLE_WORDS);
      expect(legal.json().body, slug).not.toMatch(/\{[a-zA-Z]+\}/);
    }
    const privacy = (await t.app.inject({ method: "GET", url: "/api/legal/privacy" })).json();
    expect(privacy.body).toContain("Spice Route Ltd, company number 12345678, trading as Spice Route");
    const terms = (await t.app.inject({ method: "GET", url: "/api/legal/terms" })).json();
    expect(terms.body).toContain("VAT number: GB123456789");
  });

  it("prints tickets and slips under the owner's name", async () => {
    const name = (await loadConfirmedDetails(t.db))?.name ?? null;
    // biome-ignore lint/suspicious/noExplicitAny: a ticket needs only the fields it prints
    const order: any = {
      orderNumber: "SR-2",
      customerName: "Asha",
      customerPhone: "07700 900123",
      collectionDate: "2026-11-24",
      collectionTime: "12:30",
      items: [],
      paymentStatus: "pending",
      paysOnline: false,
      totalAmount: "£8.00",
      specialInstructions: null,
      promotions: [],
      subtotalPence: 800,
      totalPence: 800,
    };
    expect(buildKitchenTicket(order, name).restaurant).toBe("SPICE ROUTE");
    expect(buildPaidSlip(order, name).restaurant).toBe("SPICE ROUTE");
  });

  it("lets the owner reword a legal page; the public page fills it from the details", async () => {
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/admin/legal-pages/allergens",
      headers: { cookie },
      payload: { body: "## Allergens\nAsk {name} on {phone} before you order." },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ isSample: false });
    const pub = (await t.app.inject({ method: "GET", url: "/api/legal/allergens" })).json();
    expect(pub.body).toBe("## Allergens\nAsk Spice Route on 01904 000000 before you order.");
    const short = await t.app.inject({
      method: "PUT",
      url: "/api/admin/legal-pages/allergens",
      headers: { cookie },
      payload: { body: "x" },
    });
    expect(short.statusCode).toBe(400);
    const unknown = await t.app.inject({ method: "GET", url: "/api/legal/cookies" });
    expect(unknown.statusCode).toBe(400);
  });
});

describe("a fresh install (no DEMO_MODE, no details)", () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await buildTestApp({ webDistDir: webDistWithIndex(INDEX), sampleRestaurant: false });
    cookie = await signInTestAdmin(t.app, t.db);
  });
  afterAll(() => t.close());

  it("says the site is being set up, carries noindex and states no phone, address or rating", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/restaurant" })).json()).toEqual({
      confirmed: false,
      details: null,
      vatRegistered: false,
    });
    for (const url of ["/", "/order", "/offers", "/privacy"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(page.body, url).toContain("This site is being set up");
      expect(page.body, url).not.toContain("application/ld+json");
      expect(page.body, url).not.toMatch(SAMPLE_WORDS);
    }
    const sitemap = await t.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(sitemap.body).not.toContain("<loc>");
    expect((await t.app.inject({ method: "GET", url: "/api/legal/privacy" })).json().body).toBeNull();
  });

  it("opens the setup for the owner; a draft keeps the site being set up; confirming publishes", async () => {
    const setup = await t.app.inject({ method: "GET", url: "/api/admin/setup", headers: { cookie } });
    expect(setup.json()).toMatchObject({ steps: [{ step: "details", done: false }, {}, {}, {}] });
    expect(setup.json().menuDishes).toBeGreaterThan(0);
    const draft = await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant-details",
      headers: { cookie },
      payload: { ...SPICE_ROUTE, confirm: false },
    });
    expect(draft.json()).toMatchObject({ confirmed: false, details: { name: "Spice Route" } });
    expect((await t.app.inject({ method: "GET", url: "/api/restaurant" })).json().confirmed).toBe(false);
    const step = await t.app.inject({
      method: "POST",
      url: "/api/admin/setup/steps/hours",
      headers: { cookie },
    });
    expect(step.json().steps).toContainEqual({ step: "hours", done: true });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/setup/steps/details",
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/restaurant-details",
      headers: { cookie },
      payload: SPICE_ROUTE,
    });
    expect((await t.app.inject({ method: "GET", url: "/api/restaurant" })).json().confirmed).toBe(true);
    // Pages are drawn again after the write's answer (decision 0046): the next load after that.
    await t.app.publicCache.settled();
    const home = await t.app.inject({ method: "GET", url: "/" });
    expect(home.body).not.toContain("noindex");
    expect(home.body).toContain("Spice Route");
  });

  it("clears the sample menu, chefs and offers in one step", async () => {
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/admin/setup/clear-sample",
      headers: { cookie },
      payload: { parts: ["gallery-that-is-not"] },
    });
    expect(refused.statusCode).toBe(400);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/setup/clear-sample",
      headers: { cookie },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().removed.menu).toBeGreaterThan(0);
    const menu = await t.app.inject({ method: "GET", url: "/api/menu" });
    expect(menu.json()).toHaveLength(0);
  });

  it("RESTAURANT_FILE confirms the details without a browser; a bad file names its field", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "restaurant-file-"));
    const good = path.join(dir, "good.json");
    writeFileSync(good, JSON.stringify({ ...SPICE_ROUTE, name: "Spice Route Two" }));
    await applyRestaurantFile(t.db, good, new Date());
    expect((await loadConfirmedDetails(t.db))?.name).toBe("Spice Route Two");
    const bad = path.join(dir, "bad.json");
    writeFileSync(bad, JSON.stringify({ ...SPICE_ROUTE, postcode: "nowhere" }));
    await expect(applyRestaurantFile(t.db, bad, new Date())).rejects.toThrow(/postcode: Enter a UK postcode/);
    await expect(applyRestaurantFile(t.db, path.join(dir, "missing.json"), new Date())).rejects.toThrow(
      /cannot be read/,
    );
  });

  it("the example file in docs is valid", async () => {
    const example = path.resolve(import.meta.dirname, "../../../../docs/examples/restaurant.example.json");
    await expect(applyRestaurantFile(t.db, example, new Date())).resolves.toMatchObject({
      postcode: "YO1 7HH",
    });
  });
});
