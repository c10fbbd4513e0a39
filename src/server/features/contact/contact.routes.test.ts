import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages } from "../../db/schema";
import { buildTestApp, clearSentMail, sentMail, type TestApp } from "../../testing/build-test-app";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RESTAURANT_EMAIL: "kitchen@example.test" } });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(contactMessages);
  await clearSentMail(t);
});

const valid = {
  firstName: "Tom",
  lastName: "Hughes",
  email: "tom@example.test",
  subject: "catering",
  message: "Could you cater for 60 people in March?",
};

async function storedCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(contactMessages);
  return row?.n ?? 0;
}

describe("POST /api/contact", () => {
  it("stores an unread message, forwards it to the restaurant and acknowledges it", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: valid });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ ...valid, status: "unread" });
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ subject: "catering", status: "unread" });
    expect((await sentMail(t)).map((m) => m.to)).toEqual(["kitchen@example.test", "tom@example.test"]);
    expect((await sentMail(t))[0]?.text).toContain("Could you cater for 60 people in March?");
    expect((await sentMail(t))[1]?.text).toContain("within 24 hours");
  });

  const bad: [string, Record<string, unknown>][] = [
    ["a missing first name", { ...valid, firstName: "" }],
    ["a missing last name", { ...valid, lastName: undefined }],
    ["a missing email", { ...valid, email: "" }],
    ["a bad email", { ...valid, email: "tom@" }],
    ["an unknown subject", { ...valid, subject: "complaint" }],
    ["a missing subject", { ...valid, subject: undefined }],
    ["a blank message", { ...valid, message: "   " }],
    ["a too-long first name", { ...valid, firstName: "x".repeat(51) }],
    ["a too-long message", { ...valid, message: "x".repeat(5001) }],
  ];
  it.each(bad)("rejects %s with a 400 and stores nothing", async (_label, payload) => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe("string");
    expect(await storedCount()).toBe(0);
    expect(await sentMail(t)).toHaveLength(0);
  });

  it("refuses a message posted from another site", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { origin: "https://evil.example" },
      payload: valid,
    });
    expect(res.statusCode).toBe(403);
    expect(await storedCount()).toBe(0);
  });
});
