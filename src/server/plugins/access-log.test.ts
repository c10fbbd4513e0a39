import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccessLog } from "./access-log";

/** The access log as the server writes it: one line for what is worth reading, the rest counted. */
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  const logger = pino(
    { level: "info" },
    { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  app = Fastify({ loggerInstance: logger as FastifyBaseLogger, disableRequestLogging: true });
  // A slow request is whatever took 50 ms or more here; a test never waits on it by the clock,
  // it only needs one request that is surely slower than that.
  registerAccessLog(app, { slowMs: 50, summaryIntervalMs: 3_600_000 });
  app.get("/api/menu", async () => ({ dishes: [] }));
  app.get("/api/fails", async () => {
    throw new Error("boom");
  });
  app.get("/api/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, 120));
    return { ok: true };
  });
  app.post("/api/orders", async (_request, reply) => reply.code(201).send({ id: 1 }));
  await app.ready();
});
afterAll(() => app.close());

const completed = () => lines.filter((l) => l.msg === "request completed");

describe("the access log", () => {
  it("counts successful reads instead of a line each, and logs errors, slow answers and every write one by one", async () => {
    for (let i = 0; i < 25; i++) expect((await app.inject({ url: "/api/menu" })).statusCode).toBe(200);
    expect(completed()).toHaveLength(0);

    expect((await app.inject({ url: "/api/fails" })).statusCode).toBe(500);
    expect((await app.inject({ url: "/nowhere" })).statusCode).toBe(404);
    expect((await app.inject({ method: "POST", url: "/api/orders", payload: {} })).statusCode).toBe(201);
    expect((await app.inject({ url: "/api/slow" })).statusCode).toBe(200);

    const logged = completed().map((l) => ({
      url: (l.req as { url: string }).url,
      status: (l.res as { statusCode: number }).statusCode,
      level: l.level,
    }));
    expect(logged).toEqual([
      { url: "/api/fails", status: 500, level: 50 },
      { url: "/nowhere", status: 404, level: 40 },
      { url: "/api/orders", status: 201, level: 30 },
      { url: "/api/slow", status: 200, level: 40 },
    ]);

    // The 25 reads appear in the summary line, by route and status.
    lines.length = 0;
    await app.close();
    const summary = lines.find((l) => l.msg === "successful reads (summary)");
    expect(summary).toMatchObject({ requests: 25, routes: { "GET /api/menu 200": { count: 25 } } });
  });
});
