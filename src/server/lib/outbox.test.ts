/**
 * The outbox with real SMTP on 127.0.0.1: a request never waits for the mail server, a message
 * queued while the server hangs goes out once it works again, failures are retried with back-off
 * and then kept as failed, two drainers never deliver one row twice (PostgreSQL: two connection
 * pools on one database), and a row claimed by an instance that died is delivered after its lease.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { outbox } from "../db/schema";
import {
  buildTestApp,
  clearSentMail,
  drainOutbox,
  type TestApp,
  testEngine,
} from "../testing/build-test-app";
import { orderBody, postOrder } from "../testing/order-requests";
import { withoutFlashSaleOrMinimum } from "../testing/ordering-setup";
import { startSilentServer, startTestSmtpServer } from "../testing/smtp-server";
import type { MailMessage } from "./mail";
import {
  claimOutboxRow,
  createOutboxHandlers,
  drainOutboxOnce,
  enqueueOutbox,
  type OutboxHandlers,
} from "./outbox";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function mail(n: number): MailMessage {
  return { to: `diner${n}@example.test`, subject: `Message ${n}`, text: `Hello ${n}` };
}

async function queue(t: TestApp, messages: MailMessage[], dedupeKey?: string): Promise<void> {
  await t.db.transaction(async (tx) => {
    for (const payload of messages) await enqueueOutbox(tx, { kind: "mail", payload, dedupeKey });
  });
}

async function rows(t: TestApp) {
  return t.db.select().from(outbox).orderBy(outbox.id);
}

/** Milliseconds until the row is due, by the database's clock (as the drainer sees it). */
async function dueInMs(t: TestApp, id: number): Promise<number> {
  const result = (await t.db.execute(
    sql`select (extract(epoch from (next_attempt_at - now())) * 1000)::int as ms from outbox where id = ${id}`,
  )) as unknown as { rows: { ms: number }[] };
  return Number(result.rows[0]?.ms);
}

function recordingLogger() {
  const lines: { level: "warn" | "error"; message: string; details: object }[] = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push({ level: "warn", message, details }),
    error: (details: object, message: string) => lines.push({ level: "error", message, details }),
  };
}

describe("an order while the mail server hangs", () => {
  let t: TestApp;
  let silent: Awaited<ReturnType<typeof startSilentServer>>;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>> | null = null;

  beforeAll(async () => {
    silent = await startSilentServer();
    t = await buildTestApp({
      // The silent server never greets, and the greeting's time-out is far off: a delivery attempt
      // ends only when the test closes the silent server, never by the clock.
      realMail: { timeoutMs: 60_000 },
      env: { SMTP_URL: `smtp://127.0.0.1:${silent.port}`, PUBLIC_URL: "https://hh.example" },
      // The poll is far off: the first attempt must come from the commit's notification, the
      // retry from the drainer's own timer for the next due row.
      backgroundWork: { outbox: { retry: { firstMs: 300, maxMs: 300 }, pollMs: 60_000 } },
    });
    await withoutFlashSaleOrMinimum(t.db);
  });
  afterAll(async () => {
    await t.close();
    await silent.close();
    await smtp?.close();
  });

  it("answers while the mail server hangs, and the confirmations go out once a working server is back", async () => {
    // Each order mails the restaurant, and the diner when an address is given. No clock is read:
    // while the silent server holds the mail lane's one attempt open, that attempt cannot end, so an
    // order that waited for its mail would never answer. Every order answers, and only then is the
    // silent server let go.
    const orderNumbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await postOrder(t, { ...(await orderBody(t)), customerEmail: `diner${i}@example.com` });
      expect(res.statusCode, res.body).toBe(201);
      orderNumbers.push(res.json().orderNumber as string);
    }
    // The drainer tried at once (woken by the commit) and is still held by the silent server:
    // one attempt in flight, none ended, nothing sent.
    await expect.poll(() => silent.connections(), { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);
    const held = (await rows(t)).filter((row) => row.kind === "mail");
    expect(held.length).toBeGreaterThanOrEqual(3);
    expect(held.filter((row) => row.status === "sending")).toHaveLength(1);
    expect(held.every((row) => row.lastError === null && row.sentAt === null)).toBe(true);

    // The mail server drops the connection: the attempt fails and is kept for a retry (every 300 ms).
    await silent.close();
    await expect
      .poll(async () => (await rows(t)).some((row) => row.lastError !== null), {
        timeout: 10_000,
        interval: 50,
      })
      .toBe(true);
    expect(smtp).toBeNull();

    smtp = await startTestSmtpServer(silent.port);
    // Each order mails the diner and the restaurant (RESTAURANT_EMAIL); the diners' three arrive.
    const confirmed = () =>
      orderNumbers.filter((n) => smtp?.received.some((m) => m.subject?.includes(`Order ${n} confirmed`)));
    await expect.poll(() => confirmed().length, { timeout: 20_000, interval: 50 }).toBe(3);
    for (const [i, orderNumber] of orderNumbers.entries()) {
      const received = smtp.mailTo(`diner${i}@example.com`, new RegExp(orderNumber));
      expect(received.text).toContain(`https://hh.example/order/${orderNumber}`);
    }
    await expect
      .poll(async () => (await rows(t)).every((row) => row.status === "sent"), { timeout: 20_000 })
      .toBe(true);
    const sent = await rows(t);
    expect(sent[0]).toMatchObject({ payload: null, lastError: null });
    expect(sent[0]?.attempts).toBeGreaterThan(1);
    expect(sent[0]?.sentAt).toBeInstanceOf(Date);
  }, 60_000);
});

describe("the outbox", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await t.db.delete(outbox);
    await clearSentMail(t);
  });

  it("keeps nothing from a transaction that rolls back, and one row per dedupe key", async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueOutbox(tx, { kind: "mail", payload: mail(1) });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rows(t)).toEqual([]);

    await queue(t, [mail(2)], "reminder:7");
    await queue(t, [mail(3)], "reminder:7");
    const stored = await rows(t);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.payload).toEqual(mail(2));
    expect(await drainOutbox(t)).toMatchObject({ sent: 1, retried: 0, failed: 0, nextDueInMs: null });
    expect(t.mailer.sent).toEqual([mail(2)]);
  });

  it("retries a failing delivery with exponential back-off, then keeps it as failed and logs it", async () => {
    const attempts: number[] = [];
    const handlers = createOutboxHandlers();
    handlers.register("mail", {
      maxAttempts: 4,
      async deliver(_payload, delivery) {
        attempts.push(delivery.attempt);
        throw new Error("451 try again later");
      },
    });
    const log = recordingLogger();
    const drain = () =>
      drainOutboxOnce({ db: t.app.deps.db, handlers, log, retry: { firstMs: 60_000, maxMs: 150_000 } });
    await queue(t, [mail(1)]);
    const [{ id } = { id: 0 }] = await rows(t);

    // Waits of 1, 2, then 2.5 minutes (the cap): never tried again before it is due. The waits are
    // long so that no pass can come due by the test's own slowness; the test brings each retry due
    // by moving its time to now, instead of sleeping it out.
    for (const expectedWait of [60_000, 120_000, 150_000]) {
      const result = await drain();
      expect(result).toMatchObject({ sent: 0, retried: 1, failed: 0 });
      expect(log.lines.at(-1)?.details).toMatchObject({ retryInMs: expectedWait });
      const wait = await dueInMs(t, id);
      expect(wait).toBeGreaterThan(expectedWait - 30_000);
      expect(wait).toBeLessThanOrEqual(expectedWait);
      expect(result.nextDueInMs).toBeLessThanOrEqual(expectedWait);
      expect(await drain()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
      await t.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));
    }
    expect(await drain()).toMatchObject({ sent: 0, retried: 0, failed: 1, nextDueInMs: null });
    expect(attempts).toEqual([1, 2, 3, 4]);

    const [row] = await rows(t);
    expect(row).toMatchObject({ status: "failed", attempts: 4, lastError: "451 try again later" });
    expect(row?.payload).toEqual(mail(1));
    expect(log.lines.map((l) => l.level)).toEqual(["warn", "warn", "warn", "error"]);
    expect(log.lines.at(-1)).toMatchObject({
      message: expect.stringMatching(/failed for good/),
      details: { outboxId: id, kind: "mail", attempt: 4 },
    });
    // Nobody's address or message in the log.
    expect(JSON.stringify(log.lines)).not.toContain("diner1@example.test");
    expect(await drain()).toMatchObject({ sent: 0, retried: 0, failed: 0 });
  });

  it("gives a delivery that never settles its time-out, then retries it", async () => {
    const handlers = createOutboxHandlers();
    let calls = 0;
    handlers.register("mail", {
      timeoutMs: 100,
      deliver: () => {
        calls += 1;
        return calls === 1 ? new Promise<void>(() => {}) : Promise.resolve();
      },
    });
    await queue(t, [mail(1)]);
    const drain = () =>
      drainOutboxOnce({
        db: t.app.deps.db,
        handlers,
        log: recordingLogger(),
        retry: { firstMs: 50, maxMs: 50 },
      });
    // The pass ends (by the handler's time-out, not the never-settling promise) with the row retried.
    expect(await drain()).toMatchObject({ retried: 1 });
    expect((await rows(t))[0]?.lastError).toMatch(/no answer within 100 ms/);
    await sleep(80);
    expect(await drain()).toMatchObject({ sent: 1 });
  });

  it("delivers a row whose instance died between claim and delivery once its lease has run out", async () => {
    const delivered: string[] = [];
    const handlers: OutboxHandlers = createOutboxHandlers();
    handlers.register("mail", {
      timeoutMs: 100,
      deliver: async (message) => {
        delivered.push(message.to);
      },
    });
    await queue(t, [mail(1)]);
    // Instance A claims the row and dies before delivering it.
    const claimed = await claimOutboxRow(t.app.deps.db, handlers, 60_000);
    expect(claimed).toMatchObject({ attempts: 1 });
    const drainB = () =>
      drainOutboxOnce({ db: t.app.deps.db, handlers, log: recordingLogger(), leaseMarginMs: 60_000 });

    // Instance B leaves it alone while A's lease (time-out plus margin) holds...
    expect(await drainB()).toMatchObject({ sent: 0 });
    expect(delivered).toEqual([]);
    // ...and delivers it, once, when the lease has run out (its end moved to now, not slept out).
    await t.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, claimed?.id ?? 0));
    expect(await drainB()).toMatchObject({ sent: 1 });
    expect(await drainB()).toMatchObject({ sent: 0 });
    expect(delivered).toEqual(["diner1@example.test"]);
    expect((await rows(t))[0]).toMatchObject({ status: "sent", attempts: 2 });
    // A coming back to life cannot undo it: its claim (attempt 1) is no longer the row's.
    await t.db
      .update(outbox)
      .set({ status: "pending" })
      .where(sql`${outbox.id} = ${claimed?.id} and ${outbox.attempts} = ${claimed?.attempts}`);
    expect((await rows(t))[0]?.status).toBe("sent");
  });

  it("delivers each row once with two drainers working the same database at the same time", async () => {
    // On PostgreSQL the second drainer has a connection pool of its own, as another instance would.
    const second: Database | null =
      testEngine === "postgres" && t.databaseUrl
        ? await openDatabase({ kind: "postgres", url: t.databaseUrl, logger: { info() {}, warn() {} } })
        : null;
    try {
      const secondDb = second?.db ?? t.app.deps.db;
      await queue(
        t,
        Array.from({ length: 40 }, (_, n) => mail(n)),
      );
      const deliveredBy = new Map<string, string[]>();
      const drainerHandlers = (name: string) => {
        const handlers = createOutboxHandlers();
        handlers.register("mail", {
          async deliver(message) {
            deliveredBy.set(message.to, [...(deliveredBy.get(message.to) ?? []), name]);
            await sleep(5);
          },
        });
        return handlers;
      };
      const [a, b] = await Promise.all([
        drainOutboxOnce({ db: t.app.deps.db, handlers: drainerHandlers("a"), log: recordingLogger() }),
        drainOutboxOnce({ db: secondDb, handlers: drainerHandlers("b"), log: recordingLogger() }),
      ]);
      expect(a.sent + b.sent).toBe(40);
      expect(deliveredBy.size).toBe(40);
      expect([...deliveredBy.values()].every((names) => names.length === 1)).toBe(true);
      if (testEngine === "postgres") {
        // Both really worked: neither waited for the other to finish.
        expect(a.sent).toBeGreaterThan(0);
        expect(b.sent).toBeGreaterThan(0);
      }
      const statuses = await t.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.status, "sent"));
      expect(statuses).toHaveLength(40);
    } finally {
      await second?.close();
    }
  });
});
