/**
 * For the public reads kept in memory until a moment (a shift ends, a slot goes, an offer starts):
 * three tests checked the same way that the entry lasts exactly until then and not a moment less.
 */
import { expect } from "vitest";
import type { TestApp } from "./build-test-app";
import { queriesDuring } from "./count-queries";

/**
 * Asserts that the cached answer for `url` expires at `expiry` and is still sent without a database
 * query a millisecond before; leaves the clock at `expiry`, where the next read is a fresh one.
 */
export async function expectCachedUntil(t: TestApp, url: string, expiry: string): Promise<void> {
  const expiresAt = Date.parse(expiry);
  expect(t.app.publicCache.expiresAt(url)).toBe(expiresAt);
  t.clock.set(new Date(expiresAt - 1));
  expect(await queriesDuring(t.database, () => t.app.inject({ method: "GET", url }))).toBe(0);
  t.clock.set(expiry);
}
