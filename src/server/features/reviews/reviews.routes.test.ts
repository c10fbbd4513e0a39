import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { googleBusinessData } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

/** A local stand-in for the Places API's Place Details endpoint. */
let fake: Server;
let fakeUrl: string;
let calls: URL[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

beforeAll(async () => {
  fake = createServer((req, res) => {
    calls.push(new URL(req.url ?? "/", "http://fake"));
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => fake.close(() => r())));

const okBody = (rating: number, total: number) => ({
  status: "OK",
  result: { rating, user_ratings_total: total, url: "https://maps.google.com/?cid=123" },
});

describe("GET /api/google-business/data without a Google key", () => {
  it("answers null (no made-up figures) and does not call Google", async () => {
    const t = await buildTestApp({ seed: false, googlePlacesBaseUrl: fakeUrl });
    try {
      calls = [];
      const res = await t.app.inject({ method: "GET", url: "/api/google-business/data" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
      expect(calls).toHaveLength(0);
    } finally {
      await t.close();
    }
  });
});

describe("GET /api/google-business/data with a key and place id", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      seed: false,
      googlePlacesBaseUrl: fakeUrl,
      env: { GOOGLE_PLACES_API_KEY: "test-key", GOOGLE_PLACE_ID: "place-123" },
    });
  });
  afterAll(() => t.close());

  it("fetches Place Details, stores them and serves the stored copy for an hour", async () => {
    calls = [];
    answer = { status: 200, body: okBody(4.66, 300) };
    const first = await t.app.inject({ method: "GET", url: "/api/google-business/data" });
    expect(first.json()).toEqual({
      rating: 4.7,
      reviewCount: 300,
      googleBusinessUrl: "https://maps.google.com/?cid=123",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.pathname).toBe("/maps/api/place/details/json");
    expect(calls[0]?.searchParams.get("place_id")).toBe("place-123");
    expect(calls[0]?.searchParams.get("key")).toBe("test-key");
    expect(calls[0]?.searchParams.get("fields")).toBe("rating,user_ratings_total,url");
    const rows = await t.db.select().from(googleBusinessData);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: "4.7", reviewCount: 300 });

    answer = { status: 200, body: okBody(4.9, 310) };
    t.clock.advance(59 * 60 * 1000);
    const cached = await t.app.inject({ method: "GET", url: "/api/google-business/data" });
    expect(cached.json().reviewCount).toBe(300);
    expect(calls).toHaveLength(1);
    // The stored copy's answer was kept as stale (the first read wrote it); its rebuild ran now.
    await t.app.publicCache.settled();

    t.clock.advance(2 * 60 * 1000);
    const refreshed = await t.app.inject({ method: "GET", url: "/api/google-business/data" });
    expect(refreshed.json()).toMatchObject({ rating: 4.9, reviewCount: 310 });
    expect(calls).toHaveLength(2);
    expect(await t.db.select().from(googleBusinessData)).toHaveLength(1);
  });

  it("keeps the last stored figures when Google fails", async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    answer = { status: 500, body: { error: "boom" } };
    const res = await t.app.inject({ method: "GET", url: "/api/google-business/data" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ rating: 4.9, reviewCount: 310 });
  });

  it("answers null when Google fails and nothing is stored, and the home page shows no figures", async () => {
    await t.db.delete(googleBusinessData);
    answer = { status: 200, body: { status: "REQUEST_DENIED" } };
    const res = await t.app.inject({ method: "GET", url: "/api/google-business/data" });
    expect(res.json()).toBeNull();
    t.clock.advance(2 * 60 * 1000);
    const reviews = await t.app.inject({ method: "GET", url: "/api/reviews" });
    expect(reviews.json().figures).toEqual({ source: "none" });
  });

  it("labels Google's live figures as Google's on /api/reviews", async () => {
    t.clock.advance(2 * 60 * 1000);
    answer = { status: 200, body: okBody(4.4, 120) };
    const res = await t.app.inject({ method: "GET", url: "/api/reviews" });
    expect(res.json().figures).toEqual({
      source: "google",
      average: 4.4,
      count: 120,
      googleBusinessUrl: "https://maps.google.com/?cid=123",
    });
  });
});
