import { afterEach, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { createTestAdmin, postAdminLogin, signInTestAdmin } from "../testing/admin-session";
import { buildTestApp, type TestApp } from "../testing/build-test-app";

/** A contact message: its route allows 10 an address in 10 minutes. */
const message = {
  firstName: "Amir",
  lastName: "Ali",
  email: "amir@example.com",
  subject: "feedback",
  message: "Lovely biryani.",
};

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

async function sendMessages(app: TestApp, forwardedFor: (i: number) => string | undefined) {
  const statuses: number[] = [];
  for (let i = 0; i < 12; i++) {
    const header = forwardedFor(i);
    const res = await app.app.inject({
      method: "POST",
      url: "/api/contact",
      remoteAddress: "203.0.113.7",
      headers: header ? { "x-forwarded-for": header } : {},
      payload: message,
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe("trusting a proxy is explicit", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY, so rotating it does not dodge a rate limit", async () => {
    t = await buildTestApp({ rateLimits: true });
    const statuses = await sendMessages(t, (i) => `198.51.100.${i}`);
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("with TRUST_PROXY=true trusts one hop only: entries a client prepends do not count", async () => {
    t = await buildTestApp({ rateLimits: true, env: { TRUST_PROXY: "true" } });
    // The proxy appends the address it saw (192.0.2.1); the client forged the ones before it.
    const statuses = await sendMessages(t, (i) => `198.51.100.${i}, 192.0.2.1`);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("with a proxy address list, trusts X-Forwarded-For only from those proxies", async () => {
    t = await buildTestApp({ rateLimits: true, env: { TRUST_PROXY: "203.0.113.7" } });
    // From the trusted proxy, each client address is its own: none of them is limited.
    const statuses = await sendMessages(t, (i) => `198.51.100.${i}`);
    expect(statuses).not.toContain(429);
  });
});

describe("CSRF check", () => {
  const write = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({ method: "POST", url: "/api/contact", headers, payload: message });

  it("compares Origin with the Host, not with a forged X-Forwarded-Host", async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: "https://hyderabad-house.example" } });
    const forged = await write(t, {
      host: "hyderabad-house.example",
      origin: "https://evil.example",
      "x-forwarded-host": "evil.example",
    });
    expect(forged.statusCode).toBe(403);
    const same = await write(t, {
      host: "hyderabad-house.example",
      origin: "https://hyderabad-house.example",
    });
    expect(same.statusCode).toBeLessThan(300);
  });

  it("behind a trusted proxy, compares Origin with the forwarded host", async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: "1", PUBLIC_URL: "https://hyderabad-house.example" } });
    const res = await write(t, {
      host: "app-internal:3000",
      origin: "https://hyderabad-house.example",
      "x-forwarded-host": "hyderabad-house.example",
    });
    expect(res.statusCode).toBeLessThan(300);
  });
});

describe("CSRF check: scheme, host and port (decision 0038)", () => {
  const write = (app: TestApp, headers: Record<string, string>) =>
    app.app.inject({ method: "POST", url: "/api/contact", headers, payload: message });

  it("refuses an http:// Origin on an https:// site, and accepts the https one", async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: "https://hyderabad-house.example" } });
    const host = "hyderabad-house.example";
    for (const origin of [
      "http://hyderabad-house.example",
      "https://hyderabad-house.example:8443",
      "http://hyderabad-house.example:443",
      "https://evil.example",
      "null",
      "not a url",
      "ftp://hyderabad-house.example",
    ]) {
      const res = await write(t, { host, origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ message: "Cross-site request refused" });
    }
    for (const origin of ["https://hyderabad-house.example", "https://HYDERABAD-HOUSE.example:443"]) {
      expect((await write(t, { host, origin })).statusCode, origin).toBeLessThan(300);
    }
    // No Origin (a server-to-server client, an old browser): SameSite cookies protect it.
    expect((await write(t, { host })).statusCode).toBeLessThan(300);
  });

  it("on a plain-http site compares the port too", async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: "http://localhost:3000" } });
    const host = "localhost:3000";
    expect((await write(t, { host, origin: "http://localhost:3000" })).statusCode).toBeLessThan(300);
    expect((await write(t, { host, origin: "http://localhost:3001" })).statusCode).toBe(403);
    expect((await write(t, { host, origin: "https://localhost:3000" })).statusCode).toBe(403);
  });

  it("behind a trusted proxy on an http site, reads the scheme from X-Forwarded-Proto", async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: "1", PUBLIC_URL: "http://localhost:3000" } });
    const headers = {
      host: "app-internal:3000",
      "x-forwarded-host": "shop.example",
      "x-forwarded-proto": "https",
    };
    expect((await write(t, { ...headers, origin: "https://shop.example" })).statusCode).toBeLessThan(300);
    expect((await write(t, { ...headers, origin: "http://shop.example" })).statusCode).toBe(403);
  });

  it("guards staff writes the same way", async () => {
    t = await buildTestApp({ seed: false, env: { PUBLIC_URL: "https://hyderabad-house.example" } });
    const cookie = await signInTestAdmin(t.app, t.db);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, host: "hyderabad-house.example", origin: "http://hyderabad-house.example" },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe("private answers are not cached", () => {
  it("sends Cache-Control: no-store on every /api/customer, /api/auth and /api/admin answer, errors too", async () => {
    t = await buildTestApp({ seed: false });
    const cookie = await signInTestAdmin(t.app, t.db);
    const answers = [
      { status: 200, res: await t.app.inject({ method: "GET", url: "/api/auth/me" }) },
      { status: 200, res: await t.app.inject({ method: "GET", url: "/api/admin/session?x=1" }) },
      {
        status: 200,
        res: await t.app.inject({ method: "GET", url: "/api/admin/stats", headers: { cookie } }),
      },
      { status: 401, res: await t.app.inject({ method: "GET", url: "/api/admin/orders" }) },
      { status: 401, res: await t.app.inject({ method: "GET", url: "/api/customer/orders" }) },
      {
        status: 400,
        res: await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email: "nope" } }),
      },
      {
        status: 400,
        res: await injectAs(t.app, cookie, "PUT", "/api/admin/password", {
          currentPassword: "wrong-one",
          newPassword: "long-enough",
          confirmPassword: "long-enough",
        }),
      },
      { status: 404, res: await t.app.inject({ method: "GET", url: "/api/admin/no-such-thing" }) },
    ];
    for (const { status, res } of answers) {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers["cache-control"], `${status} ${res.body}`).toBe("no-store");
    }
    // Public answers keep their own caching.
    const menu = await t.app.inject({ method: "GET", url: "/api/menu" });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers["cache-control"]).not.toBe("no-store");
  });

  it("also on a rate-limited answer", async () => {
    t = await buildTestApp({ rateLimits: true, seed: false });
    // Password-reset requests allow 5 an address in 15 minutes.
    let last = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: {} });
    for (let i = 0; i < 5; i++) {
      last = await t.app.inject({ method: "POST", url: "/api/auth/forgot-password", payload: {} });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers["cache-control"]).toBe("no-store");
  });
});

describe("secure by the address, not the mode", () => {
  /** Builds the app at `publicUrl` with NODE_ENV unset, and signs the test admin in through the route. */
  async function signInAt(publicUrl: string) {
    const site = await buildTestApp({ seed: false, env: { NODE_ENV: undefined, PUBLIC_URL: publicUrl } });
    t = site;
    await createTestAdmin(site.db);
    return { site, admin: await postAdminLogin(site.app) };
  }

  it("sends Secure cookies and HSTS whenever PUBLIC_URL is https, with NODE_ENV unset", async () => {
    const { site, admin } = await signInAt("https://hyderabad-house.example");
    const customer = await site.app.inject({
      method: "POST",
      url: "/api/customer/register",
      payload: {
        firstName: "Sara",
        lastName: "Ali",
        email: "secure@example.com",
        phone: "07700 900123",
        password: "biryani1",
        confirmPassword: "biryani1",
      },
    });
    expect(admin.statusCode).toBe(200);
    expect(customer.statusCode).toBe(201);
    const cookies = [...admin.cookies, ...customer.cookies];
    expect(cookies.map((c) => c.name).sort()).toEqual(["admin_device", "admin_session", "customer_session"]);
    for (const cookie of cookies) expect(cookie, cookie.name).toMatchObject({ secure: true, httpOnly: true });
    const page = await site.app.inject({ method: "GET", url: "/api/health" });
    expect(page.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(String(page.headers["content-security-policy"])).toContain("upgrade-insecure-requests");
  });

  it("leaves them off on a plain-http address (a laptop), where Secure cookies could not work", async () => {
    const { admin } = await signInAt("http://localhost:4000");
    expect(admin.cookies.find((c) => c.name === "admin_session")?.secure).toBeFalsy();
    expect(admin.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers on every answer", () => {
  // Helmet's middleware is built once at start (decision 0021); each answer still gets its own set,
  // whether it comes from a handler, the public cache's memory, the error handler or the 404 route.
  const HEADERS = {
    "content-security-policy": expect.stringContaining("default-src 'self'"),
    "x-content-type-options": "nosniff",
    "x-frame-options": "SAMEORIGIN",
    "referrer-policy": "no-referrer",
    "cross-origin-opener-policy": "same-origin",
  };

  it("on a JSON answer twice (the second from memory), a refusal and a 404", async () => {
    t = await buildTestApp();
    const first = await t.app.inject({ method: "GET", url: "/api/menu" });
    const kept = await t.app.inject({ method: "GET", url: "/api/menu" });
    const refused = await t.app.inject({ method: "POST", url: "/api/contact", payload: { email: "x" } });
    const missing = await t.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect([first.statusCode, kept.statusCode, refused.statusCode, missing.statusCode]).toEqual([
      200, 200, 400, 404,
    ]);
    for (const res of [first, kept, refused, missing]) {
      expect(res.headers).toMatchObject(HEADERS);
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
