/**
 * A diner's phone in the browser tests (issue 21): 360 or 390 px wide, touch, a mobile browser's
 * layout viewport, and the checks that the page never scrolls sideways.
 */
import { createServer } from "node:net";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { expect, waitUntilLive } from "./fixtures";

export const PHONE_WIDTHS = [360, 390] as const;

/** A fresh phone: touch, a mobile layout viewport (a page wider than it widens it), the test clock. */
export async function openPhone(
  browser: Browser,
  baseURL: string,
  width: number,
  now?: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  if (now) await page.clock.setFixedTime(new Date(now));
  return { context, page };
}

/** Opens a page and waits until the app is live (as the fixtures' page does). */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await waitUntilLive(page);
  return response;
}

/**
 * The page is exactly the phone's width: the mobile layout viewport was not widened by anything
 * wider (a 1,024 px order page did), nothing reaches past its right edge, the document is not
 * scrolled sideways, and no open dialog scrolls sideways inside.
 */
export async function expectNoSidewaysScroll(page: Page, width: number, state: string): Promise<void> {
  const m = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
    bodyWidth: document.body.scrollWidth,
    scrollX: window.scrollX,
    dialogs: [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].map((d) => ({
      scrollWidth: d.scrollWidth,
      clientWidth: d.clientWidth,
      right: d.getBoundingClientRect().right,
    })),
  }));
  expect(m.innerWidth, `${state}: layout viewport`).toBe(width);
  expect(m.scrollWidth, `${state}: document width`).toBeLessThanOrEqual(width);
  expect(m.bodyWidth, `${state}: body width`).toBeLessThanOrEqual(width);
  expect(m.scrollX, `${state}: sideways scroll`).toBe(0);
  for (const d of m.dialogs) {
    expect(d.scrollWidth, `${state}: dialog content width`).toBeLessThanOrEqual(d.clientWidth);
    expect(d.right, `${state}: dialog right edge`).toBeLessThanOrEqual(width);
  }
}

/**
 * A finger swiping sideways (right to left) from (x, y), as touch events through Chrome's input
 * pipeline (so the browser scrolls what a finger would scroll).
 */
async function swipeLeft(page: Page, x: number, y: number, distance = 250): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = 10;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x - (distance * i) / steps, y }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** Swipes across an element's middle and checks the document did not move sideways. */
export async function swipeAndExpectNoSidewaysScroll(
  page: Page,
  target: Locator,
  width: number,
  state: string,
): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${state}: nothing to swipe`);
  const height = page.viewportSize()?.height ?? 800;
  const y = Math.max(10, Math.min(height - 10, box.y + Math.min(box.height / 2, 40)));
  await swipeLeft(page, Math.max(30, Math.min(width - 20, box.x + box.width - 20)), y);
  await expect
    .poll(() => page.evaluate(() => window.scrollX), { message: `${state}: after a swipe` })
    .toBe(0);
  await expectNoSidewaysScroll(page, width, `${state} (after a swipe)`);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface Mailbox {
  url: string;
  received: { to: string[]; text: string }[];
  close: () => Promise<void>;
}

/** Quoted-printable soft breaks and escapes, as nodemailer may encode a long line. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const received: Mailbox["received"] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
