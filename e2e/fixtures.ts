/**
 * Browser-test fixtures: each worker starts the built server (`npm run build` first) on a free port
 * with a fresh embedded database, and tests sign in through the API when they need to.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

export const ADMIN = { username: "admin", password: "e2e-admin-password" };
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export interface TestServer {
  url: string;
  /** Anything extra the server was started with (e.g. SMTP_URL). */
  env: Record<string, string>;
  logs: () => string;
}

/** Whether poppler-utils (pdftotext, pdfinfo) are installed: paper is read back with them. */
export function hasPoppler(): boolean {
  try {
    execFileSync("pdftotext", ["-v"], { stdio: "ignore" });
    execFileSync("pdfinfo", ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
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

/** Start-up (migrations and seed on PGlite) takes seconds alone, minutes on a busy shared machine. */
const SERVER_START_MS = 180_000;
/** Closing the database takes a moment; a shutdown still running after this is stuck. */
const SERVER_STOP_MS = 30_000;

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${logs()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not become healthy:\n${logs()}`);
}

/**
 * Starts the built server; used by the worker fixture and by specs that need their own settings.
 * `root` is the folder holding dist/ (this project unless a spec runs a copy of the build).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  root = path.resolve(import.meta.dirname, ".."),
): Promise<TestServer & { stop: () => Promise<void> }> {
  const entry = path.join(root, "dist/server/server.js");
  if (!existsSync(entry))
    throw new Error("dist/server/server.js is missing: run `npm run build` (npm run test:e2e does)");
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  // A copy of the run's migrated database (global-setup.ts), so start-up only seeds; a copy of the
  // build (another root) starts from an empty folder, as a first start does.
  const migrated = process.env.E2E_MIGRATED_DATA_DIR;
  const defaultRoot = root === path.resolve(import.meta.dirname, "..");
  if (migrated && defaultRoot && !extraEnv.DATABASE_URL) cpSync(migrated, dataDir, { recursive: true });
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: "test",
    // Most journeys pay with the simulated payment and set the clock: both exist only in demo mode.
    // A spec that checks a default install passes DEMO_MODE: "false".
    DEMO_MODE: "true",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    // Employees' National Insurance numbers are stored only with a key (back office).
    BACK_OFFICE_ENCRYPTION_KEY: "e2e0".repeat(16),
    DATABASE_URL: "",
    // Every spec's browser reads from 127.0.0.1: the per-address read limit is for strangers.
    RATE_LIMIT_GETS_PER_MINUTE: "1000000",
    // The address the browser uses, so links in mail lead back to this server.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  let output = "";
  const child = spawn(process.execPath, [entry], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (d) => {
    output += d;
  });
  child.stderr?.on("data", (d) => {
    output += d;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => output);
  } catch (error) {
    // A server that never became healthy must not keep running (and holding a core) after the test.
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    env: extraEnv,
    logs: () => output,
    stop: async () => {
      let hung = false;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        // A graceful shutdown held up (say, by a stream left open) fails here with the server's
        // output, rather than as a bare test timeout minutes later.
        const timer = setTimeout(() => {
          hung = true;
          child.kill("SIGKILL");
        }, SERVER_STOP_MS);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (hung) {
        throw new Error(
          `Server did not exit within ${SERVER_STOP_MS / 1000} s of SIGTERM; its last output:\n${output.slice(-4000)}`,
        );
      }
    },
  };
}

/**
 * Waits until the app is live and every control it drew is hydrated. The home page's sections
 * below the menu come alive only once the diner moves (src/web/lib/when-diner-moves.ts): this
 * moves as a diner scrolling would, so a journey acts on controls React answers. Typed text in a
 * form not yet hydrated would be replaced by the form's empty value when it hydrates.
 */
export async function waitUntilLive(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById("root") || document.documentElement.dataset.live === "true",
  );
  const allHydrated = () =>
    [...document.querySelectorAll("#root button, #root input, #root select, #root textarea")].every(
      (control) => Object.keys(control).some((key) => key.startsWith("__reactProps")),
    );
  if (await page.evaluate(allHydrated)) return;
  await page.evaluate(() => window.dispatchEvent(new Event("scroll")));
  await page.waitForFunction(allHydrated);
}

export const test = base.extend<
  { baseURL: string; expectNoAxeViolations: (page: Page) => Promise<void> },
  { server: TestServer }
>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
  // A server-rendered page is on screen before the app has started, and a tap in that moment is
  // lost (from the start, React replays taps on parts still hydrating): tests act on the live page.
  page: async ({ page }, use) => {
    const whenLive = () => waitUntilLive(page);
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenLive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenLive();
      return response;
    };
    await use(page);
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring.
  expectNoAxeViolations: async ({}, use) => {
    await use(async (page: Page) => {
      // Contrast measured mid-fade (a toast entering or leaving) is not what a reader sees: let
      // finite transitions and animations finish first. Endless ones (spinners) are left running.
      await page
        .waitForFunction(
          () =>
            document
              .getAnimations()
              .every(
                (a) =>
                  a.playState !== "running" || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
              ),
          undefined,
          { timeout: 3000 },
        )
        .catch(() => {});
      const results = await new AxeBuilder({ page }).analyze();
      const summary = results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      expect(summary, "axe accessibility violations").toEqual([]);
    });
  },
});

test.skip(!existsSync(chromePath), `Chromium not found at ${chromePath}`);

export { expect };

/** Signs the page's browser context in as staff through the API (cookie set on the context). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post("/api/admin/login", { data: ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The home menu's "All" tab first shows a few dishes (issue 23); this shows the rest. */
export async function showWholeHomeMenu(page: Page): Promise<void> {
  await page
    .locator("#menu")
    .getByRole("button", { name: /^Show all \d+ dishes$/ })
    .click();
}

/**
 * Opens a kitchen-board card's "More" list (issue 32: one primary action per card, the rest one
 * tap away), by touch, click or keyboard as the person would; already open stays open.
 */
export async function openMore(card: Locator, how: "tap" | "click" | "keyboard" = "click"): Promise<void> {
  const summary = card.getByLabel(/^More for order /);
  const details = summary.locator("xpath=..");
  if (!(await details.evaluate((d) => (d as HTMLDetailsElement).open))) {
    if (how === "keyboard") {
      await summary.focus();
      await summary.press("Enter");
    } else await summary[how]();
  }
  await expect(details).toHaveAttribute("open", "");
}
