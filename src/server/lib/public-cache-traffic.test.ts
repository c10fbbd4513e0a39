/**
 * The public cache under a Friday's traffic (issue 23): what diners do leaves it warm, a write drops
 * only what it changed, a miss costs one render however many ask, and query strings make no
 * entries. Pages are drawn by the web app's own renderer, as the built server draws them.
 */
import { eq } from "drizzle-orm";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { chefs, collectionSlotBookings, restaurantSettings } from "../db/schema";
import type { PageRenderer } from "../plugins/web-app";
import { signInTestAdmin } from "../testing/admin-session";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { queriesDuring } from "../testing/count-queries";
import { withoutFlashSaleOrMinimum } from "../testing/ordering-setup";
import { loadSourcePageRenderer } from "../testing/source-page-renderer";
import { webDistWithIndex } from "../testing/web-dist";
import { CACHE_TAGS } from "./cache-tags";

const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>Old</title><meta name="description" content="old" /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

let t: TestApp;
let cookie: string;
let renders = 0;
/** While set, every page render waits for it: a write that waited for a render would never answer. */
let renderGate: Promise<void> | null = null;
beforeAll(async () => {
  const dist = webDistWithIndex(SHELL);
  const renderer = await loadSourcePageRenderer();
  const counting: PageRenderer = {
    renderPage: async (url, load) => {
      renders += 1;
      if (renderGate) await renderGate;
      return renderer.renderPage(url, load);
    },
    isClientOnlyPath: (pathname) => renderer.isClientOnlyPath(pathname),
  };
  // Friday 27 November 2026, 19:00 London: open, taking orders.
  t = await buildTestApp({ webDistDir: dist, pageRenderer: counting, now: "2026-11-27T19:00:00Z" });
  await withoutFlashSaleOrMinimum(t.db);
  cookie = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload, headers });

/** Database statements a diner's next look at the home page and the menu costs. */
async function coldReadsOfHomeAndMenu(): Promise<number> {
  return queriesDuring(t.database, async () => {
    expect((await get("/")).statusCode).toBe(200);
    expect((await get("/api/menu")).statusCode).toBe(200);
  });
}

async function firstDishId(): Promise<number> {
  return ((await get("/api/menu")).json() as { id: number }[])[0]?.id ?? 0;
}

describe("what diners do leaves the public cache warm", () => {
  it("a quote, a contact message, a booking request, sign-ups, sign-ins and sign-outs drop nothing", async () => {
    await get("/");
    await get("/api/menu");
    expect(await coldReadsOfHomeAndMenu()).toBe(0);
    const dish = await firstDishId();
    const email = `diner-${Date.now()}@example.test`;
    let customerCookie = "";
    const writes: [string, () => ReturnType<typeof post>][] = [
      ["quote", () => post("/api/orders/quote", { items: [{ id: dish, quantity: 2 }] })],
      [
        "contact message",
        () =>
          post("/api/contact", {
            firstName: "Tom",
            lastName: "Hughes",
            email: "tom@example.test",
            subject: "catering",
            message: "Could you cater for 60 people in March?",
          }),
      ],
      [
        "booking request",
        () =>
          post("/api/reservations", {
            name: "Asha Patel",
            phone: "07700 900123",
            email: "asha@example.test",
            date: "2026-11-28",
            time: "19:30",
            guests: 4,
            notes: "",
          }),
      ],
      [
        "customer sign-up",
        () =>
          post("/api/customer/register", {
            firstName: "Ayesha",
            lastName: "Khan",
            email,
            phone: "07700 900123",
            password: "biryani-night-1",
            confirmPassword: "biryani-night-1",
            preferredCuisine: "biryani",
            marketingConsent: false,
          }),
      ],
      [
        "customer sign-in",
        async () => {
          const res = await post("/api/auth/login", { email, password: "biryani-night-1" });
          const session = res.cookies.find((c) => c.name === "customer_session");
          customerCookie = session ? `customer_session=${session.value}` : "";
          return res;
        },
      ],
      // Sign-out needs the session it ends (an anonymous one is a 401, decision 0020).
      ["customer sign-out", () => post("/api/auth/logout", {}, { cookie: customerCookie })],
      ["staff sign-in", () => post("/api/admin/login", { username: "admin", password: "kitchen-secret" })],
      ["staff sign-out", () => post("/api/admin/logout", {}, { cookie })],
    ];
    for (const [what, write] of writes) {
      const before = t.app.publicCache.snapshot();
      const res = await write();
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
      expect(await coldReadsOfHomeAndMenu(), what).toBe(0);
      const after = t.app.publicCache.snapshot();
      expect(after.builds, what).toBe(before.builds);
      expect(after.staleHits, what).toBe(before.staleHits);
    }
    cookie = await signInTestAdmin(t.app, t.db);
  });

  it("a placed order that leaves collection slots drops nothing; the one that takes the last slot updates the ordering status", async () => {
    await t.app.deps.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 1 });
    await t.app.deps.db.delete(collectionSlotBookings);
    t.app.publicCache.dropLocal();
    const slots = (await get("/api/collection-slots")).json() as { date: string; slots: { time: string }[] };
    expect(slots.slots.length).toBeGreaterThan(2);
    const dish = await firstDishId();
    const order = (time: string, n: number) =>
      post(
        "/api/orders",
        {
          customerName: "Aisha Khan",
          customerPhone: "07700 900123",
          customerEmail: "aisha@example.com",
          collectionDate: slots.date,
          collectionTime: time,
          items: [{ id: dish, quantity: 1 }],
          totalAmount: "£1.00",
        },
        // Each order from its own address, as diners are.
        { "x-forwarded-for": `10.0.0.${n}` },
      );
    expect((await get("/api/ordering-status")).json().state).toBe("open");
    await get("/");

    const first = await order(slots.slots[0]?.time ?? "", 1);
    expect(first.statusCode, first.body).toBe(201);
    expect(await coldReadsOfHomeAndMenu()).toBe(0);
    expect(t.app.publicCache.expiresAt("/api/ordering-status")).toBeDefined();

    // Every slot but the last is taken (as other orders would), then a diner takes the last.
    const rest = slots.slots.slice(1);
    await t.app.deps.db
      .insert(collectionSlotBookings)
      .values(
        rest
          .slice(0, -1)
          .map((s) => ({ collectionDate: slots.date, collectionTime: s.time, ordersCount: 1 })),
      );
    const last = await order(rest.at(-1)?.time ?? "", 2);
    expect(last.statusCode, last.body).toBe(201);
    // The order's answer did not wait for the rebuild (decision 0046); once it is done, the next
    // read is the new state, answered from memory.
    await t.app.publicCache.settled();
    const status = await queriesDuring(t.database, async () => {
      expect((await get("/api/ordering-status")).json()).toMatchObject({ state: "closed" });
    });
    expect(status).toBe(0);
    expect((await get("/")).body).toContain("No more collection times today");
    await t.app.deps.db.update(restaurantSettings).set({ kitchenCapacityPerSlot: 10 });
    await t.app.deps.db.delete(collectionSlotBookings);
    t.app.publicCache.dropLocal();
  });
});

describe("a write drops only what it changed", () => {
  it("a menu change rebuilds the menu's entries and the pages, and leaves the chefs' entry alone", async () => {
    for (const url of ["/", "/order", "/api/menu", "/api/menu?category=biryanis", "/api/chefs"])
      await get(url);
    const before = (await get("/api/menu")).headers.etag;
    const dish = await firstDishId();
    const write = await injectAs(t.app, cookie, "PUT", `/api/admin/menu/${dish}/availability`, {
      soldOutToday: true,
    });
    expect(write.statusCode).toBe(200);
    // The chefs' entry was never touched: still current, still answered without the database.
    expect(t.app.publicCache.expiresAt("/api/chefs")).toBe(Number.POSITIVE_INFINITY);
    expect(await queriesDuring(t.database, () => get("/api/chefs"))).toBe(0);
    // The menu's were rebuilt once, after the write's answer left: then the next read is new, and warm.
    await t.app.publicCache.settled();
    let menu: { id: number; isSoldOut: boolean }[] = [];
    const reads = await queriesDuring(t.database, async () => {
      const res = await get("/api/menu");
      expect(res.headers.etag).not.toBe(before);
      menu = res.json();
      await get("/api/menu?category=biryanis");
      await get("/");
    });
    expect(reads).toBe(0);
    expect(menu.find((d) => d.id === dish)?.isSoldOut).toBe(true);
    await injectAs(t.app, cookie, "PUT", `/api/admin/menu/${dish}/availability`, { soldOutToday: false });
  });

  it("answers a write without drawing the pages again; the next page load waits for its one rebuild", async () => {
    // A current page, not bytes from an earlier test's rebuild.
    await t.app.publicCache.settled();
    await get("/order");
    await t.app.publicCache.settled();
    const before = await get("/order");
    expect(before.statusCode).toBe(200);
    const dish = await firstDishId();
    let open = () => {};
    renderGate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const rendersBefore = renders;
    let meanwhile: Promise<Awaited<ReturnType<typeof get>>> | null = null;
    try {
      // Every render now waits: the write still answers, so its answer includes no render.
      const write = await injectAs(t.app, cookie, "PUT", `/api/admin/menu/${dish}/availability`, {
        soldOutToday: true,
      });
      expect(write.statusCode).toBe(200);
      // The menu's read is rebuilt first (a query) and shows the change to the next reader.
      const menu = (await get("/api/menu")).json() as { id: number; isSoldOut: boolean }[];
      expect(menu.find((d) => d.id === dish)?.isSoldOut).toBe(true);
      // The page's rebuild has begun and is held; a load now waits for it instead of getting
      // the page the write replaced.
      await expect.poll(() => renders).toBeGreaterThan(rendersBefore);
      meanwhile = get("/order");
    } finally {
      renderGate = null;
      open();
    }
    const waited = await meanwhile;
    expect(waited?.statusCode).toBe(200);
    expect(waited?.headers.etag).not.toBe(before.headers.etag);
    await t.app.publicCache.settled();
    const after = await get("/order");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // One rebuild per page the write made stale, not one per request.
    const rendersAfterRebuild = renders;
    await get("/order");
    expect(renders).toBe(rendersAfterRebuild);
    await injectAs(t.app, cookie, "PUT", `/api/admin/menu/${dish}/availability`, { soldOutToday: false });
    await t.app.publicCache.settled();
  });

  it("serves the previous bytes while one rebuild runs after another instance's write", async () => {
    const [chef] = await t.app.deps.db.select().from(chefs).orderBy(chefs.id).limit(1);
    if (!chef) throw new Error("no seeded chef");
    const old = (await get("/api/chefs")).json()[0].name;
    // Another instance renamed the chef and said so: here only the entry is marked stale.
    await t.app.deps.db.update(chefs).set({ name: "Chef From Elsewhere" }).where(eq(chefs.id, chef.id));
    await t.app.publicCache.invalidate(["chefs"]);
    const builds = t.app.publicCache.snapshot().builds;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/api/chefs")));
    const names = answers.map((a) => a.json()[0].name as string);
    expect(names[0]).toBe(old);
    for (const name of names) expect([old, "Chef From Elsewhere"]).toContain(name);
    await expect.poll(async () => (await get("/api/chefs")).json()[0].name).toBe("Chef From Elsewhere");
    expect(t.app.publicCache.snapshot().builds).toBe(builds + 1);
    await t.app.deps.db.update(chefs).set({ name: chef.name }).where(eq(chefs.id, chef.id));
    await t.app.publicCache.invalidate(["chefs"]);
  });
});

describe("a miss costs one render", () => {
  it("renders a page once for 50 simultaneous first requests, and answers them all with it", async () => {
    t.app.publicCache.dropLocal();
    renders = 0;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: "GET", url: "/order", headers: { "accept-encoding": "br" } }),
      ),
    );
    expect(renders).toBe(1);
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(answers[0]?.headers["content-encoding"]).toBe("br");
  });

  it("keys pages and reads by path and the parameters that matter: unknown query strings make no entry", async () => {
    t.app.publicCache.dropLocal();
    for (const url of ["/", "/api/menu", "/api/menu?category=biryanis", "/api/chefs"]) await get(url);
    const entries = t.app.publicCache.snapshot().entries;
    renders = 0;
    const home = (await get("/")).headers.etag;
    for (let i = 0; i < 50; i++) {
      const page = await get(`/?x=${i}&utm_source=loop${i}`);
      expect(page.statusCode).toBe(200);
      expect(page.headers.etag).toBe(home);
      expect((await get(`/api/menu?foo=${i}`)).statusCode).toBe(200);
      expect((await get(`/api/chefs?page=${i}`)).statusCode).toBe(200);
    }
    // The declared parameter with an unknown one beside it, in any order, is the same entry.
    const biryanis = await get("/api/menu?utm=1&category=biryanis");
    expect(biryanis.json()).toHaveLength(11);
    // A value the route refuses is answered (400) and not kept.
    expect((await get("/api/menu?category=not-a-category")).statusCode).toBe(400);
    expect((await get("/api/menu?category=biryanis&category=starters")).statusCode).toBe(400);
    expect(renders).toBe(0);
    expect(t.app.publicCache.snapshot().entries).toBe(entries);
  });
});

describe("every write says what it changes", () => {
  it("each POST, PUT, PATCH and DELETE route declares `invalidates` (an undeclared one would drop everything)", async () => {
    const routes: RouteOptions[] = [];
    const other = await buildTestApp({ seed: false, onRoute: (route) => void routes.push(route) });
    try {
      const writes = routes.filter((r) =>
        (Array.isArray(r.method) ? r.method : [r.method]).some(
          (m) => !["GET", "HEAD", "OPTIONS"].includes(m),
        ),
      );
      expect(writes.length).toBeGreaterThan(40);
      const undeclared = writes
        .filter((r) => r.config?.invalidates === undefined)
        .map((r) => `${String(r.method)} ${r.url}`);
      expect(undeclared).toEqual([]);
      for (const route of writes) {
        for (const tag of route.config?.invalidates ?? []) expect(CACHE_TAGS).toContain(tag);
      }
    } finally {
      await other.close();
    }
  });
});
