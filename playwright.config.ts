import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

export const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

if (!existsSync(chromePath)) {
  const message = `Chromium not found at ${chromePath} (install Debian's chromium or set CHROME_PATH).`;
  if (process.env.REQUIRE_E2E === "1") throw new Error(`${message} REQUIRE_E2E=1, so this is a failure.`);
  console.warn(`${message} Browser tests are skipped.`);
}

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Two cores: one worker (its own server and browser) keeps timings steady.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromePath,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-gpu",
        "--no-first-run",
      ],
    },
  },
});
