/**
 * The kitchen's tablet in the browser tests: 820 x 1180 with touch, signed in as the owner, on the
 * test clock, as the journeys that reach the board open it.
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN, expect } from "./fixtures";

export async function openKitchenTablet(
  browser: Browser,
  baseURL: string,
  now?: string,
): Promise<{ context: BrowserContext; board: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 820, height: 1180 },
    hasTouch: true,
  });
  expect((await context.request.post("/api/admin/login", { data: ADMIN })).ok()).toBe(true);
  const board = await context.newPage();
  if (now) await board.clock.setFixedTime(new Date(now));
  return { context, board };
}
