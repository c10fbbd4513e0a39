/**
 * Every tablet sees the same evening (issue 32, item 6): a pause, a busy preparation time and a
 * dish sold out on one staff session reach another session's open board stream as events, also
 * when the change is made on another app instance (PostgreSQL NOTIFY on PostgreSQL runs).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { keepSessionFromIdling, signInNewStaff } from "../../testing/admin-session";
import { testEngine } from "../../testing/build-test-app";
import { injectAs } from "../../testing/inject-as";
import { orderBody, postOrder } from "../../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../../testing/ordering-setup";
import { buildSecondInstance, openSecondConnection } from "../../testing/second-instance";
import { setUpTestApp } from "../../testing/set-up-test-app";

const t = setUpTestApp({ signedIn: true });

/** An open board: the staff event stream over real HTTP, read as it arrives. */
async function openBoard(address: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${address}/api/admin/orders/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = "";
  let cursor = 0;
  /** Reads until `needle` arrives after the last one found (a generous bound for a stuck stream). */
  async function readUntil(needle: string) {
    const giveUp = setTimeout(() => controller.abort(), 20_000);
    try {
      while (text.indexOf(needle, cursor) < 0) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}; got ${text}`);
        text += decoder.decode(value, { stream: true });
      }
      cursor = text.indexOf(needle, cursor) + needle.length;
    } finally {
      clearTimeout(giveUp);
    }
  }
  await readUntil("event: ready");
  return {
    readUntil,
    close: () => controller.abort(),
  };
}

let address: string;
let sara: string;
let tom: string;

beforeAll(async () => {
  address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  // The tests move the clock to the evening: the sessions are kept from going idle meanwhile.
  const staff = (username: string) =>
    signInNewStaff(t.app, t.cookie, { username, password: `${username}-kitchen-1` }).then((cookie) =>
      keepSessionFromIdling(t.db, cookie),
    );
  sara = await staff("sara");
  tom = await staff("tom");
});

describe("board events between staff sessions", () => {
  it("a pause and a preparation time set by one staff session arrive on another's board", async () => {
    t.clock.set("2026-11-24T18:00:00Z");
    const board = await openBoard(address, tom);
    try {
      const paused = await injectAs(t.app, sara, "PUT", "/api/admin/service", {
        orderingPausedUntil: "2026-11-24T18:30:00Z",
      });
      expect(paused.statusCode, paused.body).toBe(200);
      await board.readUntil("event: service.changed");
      // The event says what to refetch; the other tablet then reads the pause.
      const seen = await injectAs(t.app, tom, "GET", "/api/admin/service");
      expect(seen.json().orderingPausedUntil).toBe("2026-11-24T18:30:00.000Z");

      const busy = await injectAs(t.app, sara, "PUT", "/api/admin/service", { prepTimeMinutes: 45 });
      expect(busy.statusCode).toBe(200);
      await board.readUntil("event: service.changed");
      expect((await injectAs(t.app, tom, "GET", "/api/admin/service")).json().prepTimeMinutes).toBe(45);
      await injectAs(t.app, sara, "PUT", "/api/admin/service", {
        orderingPausedUntil: null,
        prepTimeMinutes: 30,
      });
    } finally {
      board.close();
    }
  });

  it("the owner's settings and a dish or choice sold out on the board reach the boards too", async () => {
    const board = await openBoard(address, tom);
    try {
      const settings = await t.signedIn("PUT", "/api/admin/settings", { prepTimeMinutes: 20 });
      expect(settings.statusCode, settings.body).toBe(200);
      await board.readUntil("event: service.changed");

      const menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json() as {
        id: number;
        optionGroups: { choices: { id: number }[] }[];
      }[];
      const curry = menu.find((d) => d.optionGroups.length > 0);
      if (!curry) throw new Error("no dish with options");
      const out = await injectAs(t.app, sara, "PUT", `/api/admin/menu/${curry.id}/availability`, {
        soldOutToday: true,
      });
      expect(out.statusCode).toBe(200);
      await board.readUntil("event: menu.availability");
      const choice = curry.optionGroups[0]?.choices[0]?.id;
      const choiceOut = await injectAs(t.app, sara, "PUT", `/api/admin/menu/choices/${choice}/availability`, {
        soldOutToday: true,
      });
      expect(choiceOut.statusCode).toBe(200);
      await board.readUntil("event: menu.availability");
      for (const path of [
        `/api/admin/menu/${curry.id}/availability`,
        `/api/admin/menu/choices/${choice}/availability`,
      ]) {
        await injectAs(t.app, sara, "PUT", path, { soldOutToday: false, isAvailable: true });
      }
      await t.signedIn("PUT", "/api/admin/settings", { prepTimeMinutes: 30 });
    } finally {
      board.close();
    }
  });

  it("a diner's order-status stream hears none of the board's events", async () => {
    t.clock.set("2026-11-24T12:00:00Z");
    await withoutFlashSaleOrMinimum(t.db);
    const placed = await postOrder(t, await orderBody(t));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: number; orderNumber: string };
    const { orderNumber } = order;
    const controller = new AbortController();
    const res = await fetch(`${address}/api/orders/${orderNumber}/events`, { signal: controller.signal });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = "";
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the diner's stream ended before ${needle}; got ${text}`);
        text += new TextDecoder().decode(value);
      }
    };
    await readUntil("event: status");
    const board = await openBoard(address, tom);
    try {
      await injectAs(t.app, sara, "PUT", "/api/admin/service", { prepTimeMinutes: 45 });
      await board.readUntil("event: service.changed");
      // A status change after it: the diner's stream gets that, and never the board's event.
      await injectAs(t.app, sara, "PUT", `/api/admin/orders/${order.id}/status`, {
        status: "preparing",
      });
      await readUntil('"preparing"');
      expect(text).not.toContain("service.changed");
      await injectAs(t.app, sara, "PUT", "/api/admin/service", { prepTimeMinutes: 30 });
    } finally {
      board.close();
      controller.abort();
    }
  });
});

describe("board events across app instances", () => {
  let otherDatabase: Database;
  let other: FastifyInstance;
  beforeAll(async () => {
    // On PostgreSQL a second instance has its own connections, so only NOTIFY carries the event.
    otherDatabase = testEngine === "postgres" && t.databaseUrl ? await openSecondConnection(t) : t.database;
    other = await buildSecondInstance(t, otherDatabase);
  });
  afterAll(async () => {
    await other.close();
    if (otherDatabase !== t.database) await otherDatabase.close();
  });

  it("a pause made on one instance reaches a board streaming from the other", async () => {
    t.clock.set("2026-11-24T18:00:00Z");
    const board = await openBoard(address, tom);
    try {
      const paused = await injectAs(other, sara, "PUT", "/api/admin/service", {
        orderingPausedUntil: "2026-11-24T18:45:00Z",
      });
      expect(paused.statusCode, paused.body).toBe(200);
      await board.readUntil("event: service.changed");
      const seen = await injectAs(t.app, tom, "GET", "/api/admin/service");
      expect(seen.json().orderingPausedUntil).toBe("2026-11-24T18:45:00.000Z");
      await injectAs(other, sara, "PUT", "/api/admin/service", { orderingPausedUntil: null });
    } finally {
      board.close();
    }
  });
});
