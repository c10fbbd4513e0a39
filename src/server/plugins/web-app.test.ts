import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { signInTestAdmin } from "../testing/admin-session";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { countQueries } from "../testing/count-queries";
import { loadSourcePageRenderer } from "../testing/source-page-renderer";
import { webDistWithIndex } from "../testing/web-dist";

const SHELL =
  '<!doctype html><html lang="en-GB"><head><title>Old</title><meta name="description" content="old" /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  const dist = webDistWithIndex(SHELL);
  t = await buildTestApp({ webDistDir: dist, pageRenderer: await loadSourcePageRenderer() });
  cookie = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The queries a page was drawn with, by key, from its data script. */
function pageData(html: string): Map<string, unknown> {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  expect(match, "the page carries its data").not.toBeNull();
  const data = JSON.parse(match?.[1] ?? "{}") as {
    queries: { queries: { queryKey: string[]; state: { data: unknown } }[] };
  };
  return new Map(data.queries.queries.map((q) => [q.queryKey.join("/"), q.state.data]));
}

describe("server-rendered public pages", () => {
  it("draws the home page with the menu, the hours and the ordering state, and embeds what it read", async () => {
    const response = await get("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<h1");
    expect(html).toContain("Authentic Hyderabadi Cuisine");
    const menu = (await get("/api/menu")).json() as { name: string }[];
    expect(menu.length).toBeGreaterThan(0);
    for (const dish of menu.slice(0, 5)) expect(html).toContain(escapeHtml(dish.name));
    const data = pageData(html);
    expect(data.get("/api/menu")).toEqual(menu);
    expect(data.get("/api/opening-hours/summary")).toEqual((await get("/api/opening-hours/summary")).json());
    expect(data.get("/api/ordering-status")).toEqual((await get("/api/ordering-status")).json());
    // The head still states the page's facts (site.public.routes.ts) with the rendered body.
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    // Nothing the Content Security Policy would refuse: no inline script that runs (React's
    // script to move a late Suspense part into place would be one).
    const running = html.match(/<script(?![^>]*\btype="application\/(?:ld\+)?json")(?![^>]*\bsrc=)[^>]*>/g);
    expect(running).toBeNull();
  });

  it("answers a warm home page, order page and offers page from memory: no database query", async () => {
    for (const page of ["/", "/order", "/offers"]) {
      const cold = await get(page);
      expect(cold.statusCode).toBe(200);
      const queries = countQueries(t.database);
      try {
        const warm = await get(page);
        expect(warm.statusCode).toBe(200);
        expect(warm.body).toBe(cold.body);
        expect(queries.count(), `warm ${page}`).toBe(0);
      } finally {
        queries.restore();
      }
    }
  });

  /** The rebuilds a write starts once its answer has gone (onResponse), finished. */
  async function pageRebuilds() {
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.publicCache.settled();
  }

  it("shows staff's pause of online ordering on the next load of / and /order, with the Add buttons off", async () => {
    const until = new Date(t.clock.now().getTime() + 2 * 60 * 60 * 1000).toISOString();
    const paused = await injectAs(t.app, cookie, "PUT", "/api/admin/settings", {
      orderingPausedUntil: until,
    });
    expect(paused.statusCode).toBe(200);
    // A write answers before the pages it changed are drawn again (decision 0046): the next load
    // after their one rebuild shows the pause.
    await pageRebuilds();
    try {
      const status = (await get("/api/ordering-status")).json() as { state: string; message: string };
      expect(status.state).toBe("paused");
      for (const page of ["/", "/order"]) {
        const html = (await get(page)).body;
        expect(html, page).toContain(escapeHtml(status.message));
        const addButtons = html.match(/<button[^>]*aria-label="Add [^"]* to cart"[^>]*>/g) ?? [];
        expect(addButtons.length, page).toBeGreaterThan(0);
        for (const button of addButtons) expect(button, page).toContain('aria-disabled="true"');
      }
    } finally {
      await injectAs(t.app, cookie, "PUT", "/api/admin/settings", { orderingPausedUntil: null });
      await pageRebuilds();
    }
    expect((await get("/order")).body).not.toContain("Online ordering is paused");
  });

  it("keeps a rendered page no longer than the answers drawn into it", async () => {
    await get("/offers");
    const page = t.app.publicCache.expiresAt("/offers");
    const offers = t.app.publicCache.expiresAt("/api/offers/active");
    expect(page).toBeDefined();
    expect(offers).toBeDefined();
    expect(page).toBeLessThanOrEqual(offers ?? 0);
  });

  it("renders an unknown address as the not-found page with status 404", async () => {
    const response = await get("/no-such-page");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page Not Found");
    expect(response.body).toContain('id="page-data"');
  });

  it("leaves the staff pages to the browser: the bare shell, no data", async () => {
    for (const page of ["/admin", "/admin/orders"]) {
      const html = (await get(page)).body;
      expect(html, page).toContain('<div id="root"></div>');
      expect(html, page).not.toContain('id="page-data"');
    }
  });

  it("never embeds a private answer, whatever the page asks for", async () => {
    const html = (await get("/account")).body;
    const keys = [...pageData(html).keys()];
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/^\/api\/(customer|auth|admin)/);
  });
});

describe("when rendering fails", () => {
  it("sends the bare shell, which the browser draws itself, and does not keep it", async () => {
    const dist = webDistWithIndex(SHELL);
    const broken = await buildTestApp({
      webDistDir: dist,
      pageRenderer: {
        isClientOnlyPath: () => false,
        renderPage: async () => {
          throw new Error("a component threw");
        },
      },
    });
    try {
      const response = await broken.app.inject({ method: "GET", url: "/" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(broken.app.publicCache.expiresAt("/")).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
