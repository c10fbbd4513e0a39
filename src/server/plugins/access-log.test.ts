import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from "fastify";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { registerAccessLog } from "./access-log";

/** The access log as the server writes it: one line for what is worth reading, the rest counted. */
async function appWithLog(slowMs: number) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "info" },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerAccessLog(app, { slowMs, summaryIntervalMs: 3_600_000 });
  app.get("/api/menu", async () => ({ dishes: [] }));
  app.get("/api/fails", async () => {
    throw new Error("boom");
  });
  app.post("/api/orders", async (_request, reply) => reply.code(201).send({ id: 1 }));
  await app.ready();
  const completed = () =>
    lines
      .filter((l) => l.msg === "request completed")
      .map((l) => ({
        url: (l.req as { url: string }).url,
        status: (l.res as { statusCode: number }).statusCode,
        level: l.level,
      }));
  return { app, lines, completed };
}

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe("the access log", () => {
  it("counts successful reads instead of a line each, and logs errors and every write one by one", async () => {
    // No read is slow here (an hour), whatever the machine's load.
    const { app, lines, completed } = await appWithLog(3_600_000);
    for (let i = 0; i < 25; i++) expect((await app.inject({ url: "/api/menu" })).statusCode).toBe(200);
    expect(completed()).toHaveLength(0);

    expect((await app.inject({ url: "/api/fails" })).statusCode).toBe(500);
    expect((await app.inject({ url: "/nowhere" })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/api/orders", payload: {} })).statusCode).toBe(201);
    expect(completed()).toEqual([
      { url: "/api/fails", status: 500, level: 50 },
      { url: "/nowhere", status: 404, level: 40 },
      { url: "/api/orders", status: 201, level: 30 },
    ]);

    // The 25 reads appear in the summary line, by route and status, when the server closes.
    lines.length = 0;
    await app.close();
    const summary = lines.find((l) => l.msg === "successful reads (summary)");
    expect(summary).toMatchObject({ requests: 25, routes: { "GET /api/menu 200": { count: 25 } } });
  });

  it("logs a slow successful read on its own, as a warning", async () => {
    // Every answer takes at least 0 ms: with that threshold each read is a slow one.
    const { app, completed } = await appWithLog(0);
    apps.push(app);
    expect((await app.inject({ url: "/api/menu" })).statusCode).toBe(200);
    expect(completed()).toEqual([{ url: "/api/menu", status: 200, level: 40 }]);
  });
});
