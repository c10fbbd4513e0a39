import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signInTestAdmin(t.app, t.db);
});
afterAll(() => t.close());

describe("GET /api/admin/audit-log", () => {
  it("lists changes newest first with who, what and before/after, a page at a time", async () => {
    for (const capacity of [5, 6, 7]) {
      await t.app.inject({
        method: "PUT",
        url: "/api/admin/settings",
        headers: { cookie: owner },
        payload: { kitchenCapacityPerSlot: capacity },
      });
    }
    const first = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?limit=2",
      headers: { cookie: owner },
    });
    const page = first.json();
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      username: "admin",
      action: "PUT /api/admin/settings",
      entity: "settings",
      summary: "Settings changed: kitchenCapacityPerSlot",
      before: { kitchenCapacityPerSlot: 6 },
      after: { kitchenCapacityPerSlot: 7 },
    });
    expect(page.entries[0].at).toBe("2026-11-24T12:00:00.000Z");
    const second = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit-log?limit=2&beforeId=${page.nextBeforeId}`,
      headers: { cookie: owner },
    });
    expect(second.json().entries.map((e: { after: unknown }) => e.after)).toEqual([
      { kitchenCapacityPerSlot: 5 },
    ]);
    expect(second.json().nextBeforeId).toBeNull();
  });

  it("writes nothing for a refused change and refuses a bad page size", async () => {
    const before = (
      await t.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: { cookie: owner } })
    ).json();
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: { cookie: owner },
      payload: { kitchenCapacityPerSlot: 0 },
    });
    expect(bad.statusCode).toBe(400);
    const after = (
      await t.app.inject({ method: "GET", url: "/api/admin/audit-log", headers: { cookie: owner } })
    ).json();
    expect(after.entries).toHaveLength(before.entries.length);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/admin/audit-log?limit=0",
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(400);
  });
});
