/**
 * Data the database refuses is bad input (4xx), whichever driver raised it: the errors here come
 * from the real database of this run (PGlite, or PostgreSQL with TEST_ENGINE=postgres).
 */
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chefs, sessions, users } from "../db/schema";
import { buildTestApp, type TestApp } from "../testing/build-test-app";
import { registerErrorHandler } from "./error-handler";

let t: TestApp;
let app: FastifyInstance;
const CHEF = { name: "Chef", specialty: "Biryani", experience: "10 years", description: "Cooks" };

beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.post("/out-of-range", async () => t.db.insert(chefs).values({ ...CHEF, order: 2 ** 31 }));
  app.post("/nul-byte", async () => t.db.insert(chefs).values({ ...CHEF, name: "a\u0000b" }));
  app.post("/too-long", async () => t.db.insert(chefs).values({ ...CHEF, experience: "x".repeat(51) }));
  app.post("/bad-id", async () =>
    t.db
      .select()
      .from(chefs)
      .where(eq(chefs.id, 2 ** 31)),
  );
  app.post("/duplicate", async () => {
    await t.db.insert(users).values({ username: "twice", password: "x" }).onConflictDoNothing();
    return t.db.insert(users).values({ username: "twice", password: "x" });
  });
  app.post("/missing-reference", async () =>
    t.db.insert(sessions).values({
      id: "f".repeat(64),
      kind: "admin",
      userId: 999_999,
      createdAt: new Date(),
      expiresAt: new Date(),
    }),
  );
  app.post("/unexpected", async () => {
    throw new Error("boom");
  });
  app.post("/syntax", async () => t.db.execute("SELEC 1"));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe("database errors caused by bad data", () => {
  it.each([
    ["/out-of-range", 400, "Invalid value"],
    ["/nul-byte", 400, "Invalid value"],
    ["/too-long", 400, "Invalid value"],
    ["/bad-id", 400, "Invalid value"],
    ["/duplicate", 409, "This already exists"],
    ["/missing-reference", 400, "Invalid value"],
  ])("%s answers %i", async (url, status, message) => {
    const res = await app.inject({ method: "POST", url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
  });

  it("keeps the generic 500 for failures that are not the client's data", async () => {
    for (const url of ["/unexpected", "/syntax"]) {
      const res = await app.inject({ method: "POST", url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again." });
    }
  });
});
