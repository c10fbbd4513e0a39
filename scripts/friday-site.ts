/**
 * The built site as on a Friday evening, for the benchmarks: started through `npm start`
 * (scripts/built-site.ts) with the clock at 19:00 London on Friday 27 November 2026 (open, taking
 * orders), demo mode (TEST_NOW needs it, so NODE_ENV is development), one trusted proxy hop so
 * each simulated diner can have an address of its own (X-Forwarded-For), the event-loop
 * diagnostics route on, and through the admin API: the flash sale started, as on a busy evening,
 * and the kitchen's capacity per collection slot raised so that an order every second finds a slot
 * (the seeded capacity would fill the evening in a few minutes).
 */
import type { ChildProcess } from "node:child_process";
import { startBuiltSite } from "./built-site";

export const FRIDAY_EVENING = "2026-11-27T19:00:00Z";
const ADMIN = { username: "admin", password: "bench-password" };

export async function startFridaySite(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; cookie: string }> {
  const site = await startBuiltSite(dataDir, {
    NODE_ENV: "development",
    DEMO_MODE: "true",
    TEST_NOW: FRIDAY_EVENING,
    TRUST_PROXY: "1",
    BENCH_DIAGNOSTICS: "true",
    ...env,
  });
  try {
    const login = await fetch(`${site.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    const cookie = /admin_session=[^;]+/.exec(login.headers.get("set-cookie") ?? "")?.[0];
    if (!cookie) throw new Error(`admin sign-in failed: ${login.status} ${await login.text()}`);
    const admin = async (method: string, url: string, body: object) => {
      const res = await fetch(`${site.url}${url}`, {
        method,
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    };
    await admin("PUT", "/api/admin/settings", { kitchenCapacityPerSlot: 500 });
    await admin("POST", "/api/offers/flash-sale", {});
    return { ...site, cookie };
  } catch (error) {
    site.child.kill("SIGTERM");
    throw error;
  }
}
