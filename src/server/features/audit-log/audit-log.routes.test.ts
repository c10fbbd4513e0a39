import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { AUDIT_DATE_ORDER_MESSAGE, type AuditEntry } from "@shared/audit-log/audit-log.schema";
import { describeAuditEntry } from "@shared/audit-log/audit-sentence";
import { auditLog, menuItems } from "../../db/schema";
import { keepSessionFromIdling, signInNewStaff, signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { insertTestOrder } from "../../testing/order-factory";
import {
  type AuditActor,
  auditActor,
  auditNotNeeded,
  registerAuditSafetyNet,
  writeAudit,
} from "./audit-writer.service";

let t: TestApp;
let owner: string;
let staff: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signInTestAdmin(t.app, t.db);
  // The tests move the clock by hours: sara's session is kept from idling out meanwhile.
  staff = await keepSessionFromIdling(
    t.db,
    await signInNewStaff(t.app, owner, { username: "sara", password: "sara-password" }),
  );
});
afterAll(() => t.close());

async function readLog(query = ""): Promise<{ entries: AuditEntry[]; nextBeforeId: number | null }> {
  const res = await injectAs(t.app, owner, "GET", `/api/admin/audit-log${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const sentences = (page: { entries: AuditEntry[] }) => page.entries.map(describeAuditEntry);

async function dish(id: number) {
  const [row] = await t.db.select().from(menuItems).where(eq(menuItems.id, id));
  if (!row) throw new Error(`no dish ${id}`);
  return row;
}

describe("GET /api/admin/audit-log", () => {
  it("lists changes newest first with who, what and before/after, a page at a time", async () => {
    for (const capacity of [5, 6, 7]) {
      await injectAs(t.app, owner, "PUT", "/api/admin/settings", { kitchenCapacityPerSlot: capacity });
    }
    const page = await readLog("?limit=2&kind=settings");
    expect(page.entries).toHaveLength(2);
    expect(page.entries[0]).toMatchObject({
      username: "admin",
      kind: "settings.changed",
      entity: "settings",
      before: expect.objectContaining({ kitchenCapacityPerSlot: 6 }),
      after: expect.objectContaining({ kitchenCapacityPerSlot: 7 }),
    });
    expect(page.entries[0]?.at).toBe("2026-11-24T12:00:00.000Z");
    expect(sentences(page)).toEqual([
      "admin changed the settings: kitchen capacity per slot from 6 to 7",
      "admin changed the settings: kitchen capacity per slot from 5 to 6",
    ]);
    const second = await readLog(`?limit=2&kind=settings&beforeId=${page.nextBeforeId}`);
    expect(sentences(second)).toEqual([
      expect.stringMatching(/^admin changed the settings: kitchen capacity per slot from \d+ to 5$/),
    ]);
    expect(second.nextBeforeId).toBeNull();
  });

  it("filters by person, by kind and by London dates, together and a page at a time", async () => {
    const price = (await dish(2)).pricePence;
    const order = await insertTestOrder(t.db);

    // Monday 23 November: the owner changes a price. Tuesday: staff mark the order ready.
    t.clock.set("2026-11-23T21:30:00Z");
    const priced = await injectAs(t.app, owner, "PUT", "/api/admin/menu/2", {
      price: ((price + 100) / 100).toFixed(2),
    });
    expect(priced.statusCode).toBe(200);
    t.clock.set("2026-11-24T18:05:00Z");
    for (const status of ["preparing", "ready"]) {
      const res = await injectAs(t.app, staff, "PUT", `/api/admin/orders/${order.id}/status`, { status });
      expect(res.statusCode).toBe(200);
    }
    t.clock.set("2026-11-24T12:00:00Z");

    const dishName = (await dish(2)).name;
    const fmt = (p: number) => `£${(p / 100).toFixed(2)}`;
    expect(sentences(await readLog("?person=sara"))).toEqual([
      `sara marked order ${order.orderNumber} ready`,
      `sara marked order ${order.orderNumber} preparing`,
    ]);
    expect(sentences(await readLog("?person=admin&kind=menu"))).toEqual([
      `admin changed ${dishName} from ${fmt(price)} to ${fmt(price + 100)}`,
    ]);
    expect(sentences(await readLog("?person=sara&kind=menu"))).toEqual([]);
    expect(sentences(await readLog("?from=2026-11-23&to=2026-11-23"))).toEqual([
      `admin changed ${dishName} from ${fmt(price)} to ${fmt(price + 100)}`,
    ]);
    // 18:05 UTC on the 24th is still the 24th in London; the price change was on the 23rd.
    expect((await readLog("?from=2026-11-24&kind=order-status")).entries).toHaveLength(2);
    expect((await readLog("?to=2026-11-22")).entries).toEqual([]);
    const first = await readLog("?person=sara&limit=1");
    expect(first.nextBeforeId).not.toBeNull();
    const rest = await readLog(`?person=sara&limit=1&beforeId=${first.nextBeforeId}`);
    expect(sentences(rest)).toEqual([`sara marked order ${order.orderNumber} preparing`]);
    expect(rest.nextBeforeId).toBeNull();
  });

  it("lists the people with entries for the person filter", async () => {
    const res = await injectAs(t.app, owner, "GET", "/api/admin/audit-log/people");
    expect(res.json()).toEqual({ people: ["admin", "sara"] });
  });

  it("is the owner's: 401 without a session, 403 for staff", async () => {
    for (const url of ["/api/admin/audit-log", "/api/admin/audit-log/people"]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
      const res = await t.app.inject({ method: "GET", url, headers: { cookie: staff } });
      expect(res.statusCode).toBe(403);
    }
  });

  it.each([
    ["?limit=0", "limit: Too small: expected number to be >=1"],
    ["?kind=everything", "kind: Choose a kind of change from the list"],
    ["?from=2026-02-30", "from: Enter the 'from' date as YYYY-MM-DD"],
    ["?from=2026-11-24&to=2026-11-23", `to: ${AUDIT_DATE_ORDER_MESSAGE}`],
    ["?beforeId=abc", undefined],
  ])("refuses %s with 400 and a message", async (query, message) => {
    const res = await injectAs(t.app, owner, "GET", `/api/admin/audit-log${query}`);
    expect(res.statusCode).toBe(400);
    if (message) {
      // The message as people read it; the field in `issues` (decision 0040).
      const [path, ...text] = message.split(": ");
      expect(res.json().message).toBe(text.join(": "));
      expect(res.json().issues[0].path).toBe(path);
    }
  });

  it("writes nothing for a refused change", async () => {
    const before = (await readLog()).entries.length;
    const bad = await injectAs(t.app, owner, "PUT", "/api/admin/settings", { kitchenCapacityPerSlot: 0 });
    expect(bad.statusCode).toBe(400);
    const notFound = await injectAs(t.app, staff, "PUT", "/api/admin/orders/999999/status", {
      status: "ready",
    });
    expect(notFound.statusCode).toBe(404);
    expect((await readLog()).entries).toHaveLength(before);
  });
});

describe("the audit row and its change share one transaction", () => {
  const actor = (): AuditActor => ({ userId: 1, username: "admin", via: "test", at: t.clock.now() });
  const countRows = async () => (await t.db.select().from(auditLog)).length;

  it("writeAudit: a failed change leaves no row, a successful one exactly one", async () => {
    const start = await countRows();
    const { pricePence } = await dish(3);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(menuItems).set({ pricePence: 1 }).where(eq(menuItems.id, 3));
        await writeAudit(tx, {
          actor: actor(),
          kind: "dish.changed",
          subject: "x",
          before: { pricePence },
          after: { pricePence: 1 },
        });
        throw new Error("the change fails after its audit row was written");
      }),
    ).rejects.toThrow("the change fails");
    expect(await countRows()).toBe(start);
    expect((await dish(3)).pricePence).toBe(pricePence);

    await t.db.transaction(async (tx) => {
      await tx
        .update(menuItems)
        .set({ pricePence: pricePence + 5 })
        .where(eq(menuItems.id, 3));
      await writeAudit(tx, {
        actor: actor(),
        kind: "dish.changed",
        subject: "x",
        before: { pricePence },
        after: { pricePence: pricePence + 5 },
      });
    });
    expect(await countRows()).toBe(start + 1);
  });

  it("over HTTP: a change whose commit fails leaves neither; one that commits leaves both, in one transaction", async () => {
    // A deferred trigger fails the commit itself, after the service wrote its change and its row.
    await t.db.execute(sql`
      create function refuse_commit() returns trigger language plpgsql as $$
      begin raise exception 'commit refused by the test'; end $$`);
    await t.db.execute(sql`
      create constraint trigger refuse_commit after update on menu_items
      deferrable initially deferred for each row execute function refuse_commit()`);
    const { pricePence, name } = await dish(4);
    const start = await countRows();
    const change = () =>
      injectAs(t.app, owner, "PUT", "/api/admin/menu/4", { price: ((pricePence + 50) / 100).toFixed(2) });
    expect((await change()).statusCode).toBe(500);
    expect(await countRows()).toBe(start);
    expect((await dish(4)).pricePence).toBe(pricePence);

    await t.db.execute(sql`drop trigger refuse_commit on menu_items`);
    await t.db.execute(sql`drop function refuse_commit()`);
    expect((await change()).statusCode).toBe(200);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, "4"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.summary).toMatch(new RegExp(`^admin changed ${name} from £[\\d.]+ to £[\\d.]+$`));
    // xmin is the id of the transaction that wrote a row version: the same for both.
    const xmin = async (table: string, id: number) => {
      const result = await t.db.execute(sql.raw(`select xmin::text as x from ${table} where id = ${id}`));
      return (result as unknown as { rows: { x: string }[] }).rows[0]?.x;
    };
    expect(await xmin("audit_log", rows[0]?.id ?? 0)).toBe(await xmin("menu_items", 4));
  });

  it("an audit row that cannot be written takes its change with it", async () => {
    await t.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused by the test'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_audit before insert on audit_log for each row execute function refuse_audit()`);
    try {
      const order = await insertTestOrder(t.db);
      const res = await injectAs(t.app, staff, "PUT", `/api/admin/orders/${order.id}/status`, {
        status: "cancelled",
      });
      expect(res.statusCode).toBe(500);
      const [after] = await t.db
        .execute(sql`select order_status from online_orders where id = ${order.id}`)
        .then((r) => (r as unknown as { rows: { order_status: string }[] }).rows);
      expect(after?.order_status).toBe("received");
    } finally {
      await t.db.execute(sql`drop trigger refuse_audit on audit_log`);
      await t.db.execute(sql`drop function refuse_audit()`);
    }
  });
});

describe("the safety net", () => {
  it("records, with a warning, a staff write whose route neither audited nor said why not", async () => {
    const warnings: string[] = [];
    const app = Fastify({
      logger: {
        level: "warn",
        stream: { write: (line: string) => warnings.push(JSON.parse(line).msg) },
      },
    });
    app.decorate("deps", { ...t.app.deps });
    app.decorateRequest("staffUser", null);
    await app.register(async (scope) => {
      scope.addHook("onRequest", async (request) => {
        request.staffUser = { id: 1, username: "admin", role: "owner", sessionId: "test" };
      });
      registerAuditSafetyNet(scope);
      scope.post("/forgot", async () => ({ ok: true }));
      scope.post("/explained", async (request) => {
        auditNotNeeded(request, "nothing to account for");
        return { ok: true };
      });
      scope.post("/audited", async (request) => {
        const actor = auditActor(request);
        await t.app.deps.db.transaction((tx) => writeAudit(tx, { actor, kind: "menu.reordered" }));
        return { ok: true };
      });
      scope.post("/refused", async (_request, reply) => reply.status(400).send({ message: "no" }));
    });
    const start = await countAll();
    for (const url of ["/forgot", "/explained", "/audited", "/refused"]) {
      await app.inject({ method: "POST", url, payload: { password: "hunter22", name: "x" } });
    }
    const rows = (await t.db.select().from(auditLog).orderBy(auditLog.id)).slice(start);
    expect(rows.map((r) => [r.kind, r.action, r.summary])).toEqual([
      ["request", "POST /forgot", "POST /forgot (no description)"],
      ["menu.reordered", "POST /audited", "admin reordered the menu"],
    ]);
    expect(rows[0]?.after).toEqual({ password: "[redacted]", name: "x" });
    expect(warnings).toEqual(["staff write without an audit entry: recorded from the request"]);
    await app.close();
  });

  async function countAll() {
    return (await t.db.select().from(auditLog)).length;
  }
});
