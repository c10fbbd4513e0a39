/**
 * Lighthouse on the built site, as a phone sees it (scripts/lighthouse-run.ts): / , /order and
 * /offers, a few runs each, medians against the targets.
 *
 *   npm run bench:lighthouse             (builds first; a fresh site at the real time)
 *   npx tsx scripts/lighthouse.ts [--runs 3] [--pages /,/order,/offers] [--friday]
 *   LIGHTHOUSE_RUNS=5 npm run bench:lighthouse
 *
 * --friday starts the site as bench-friday does: the clock at an open Friday evening (19:00
 * London) with the flash sale running (scripts/friday-site.ts).
 *
 * A benchmark, not a test: it exits 0 whether or not the targets are met, and non-zero only when
 * the site or Lighthouse itself fails. Chromium from CHROME_PATH (default /usr/bin/chromium).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startBuiltSite } from "./built-site";
import { startFridaySite } from "./friday-site";
import { killLighthouseChrome, runLighthouse } from "./lighthouse-run";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: process.env.LIGHTHOUSE_RUNS ?? "3" },
    pages: { type: "string", default: "/,/order,/offers" },
    friday: { type: "boolean", default: false },
  },
});
const runs = Math.min(15, Math.max(1, Math.round(Number(values.runs)) || 3));
const pages = values.pages.split(",").filter(Boolean);

const work = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
const site = values.friday
  ? await startFridaySite(path.join(work, "data"))
  : await startBuiltSite(path.join(work, "data"));

function cleanUp(): void {
  if (site.child.exitCode === null) site.child.kill("SIGTERM");
  killLighthouseChrome();
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

try {
  // A first load of each page fills the server's caches, so run 1 is not the cold-start outlier.
  for (const page of pages) await (await fetch(`${site.url}${page}`)).arrayBuffer();
  await runLighthouse(site.url, {
    pages,
    runs,
    label: values.friday ? "Friday 19:00 London, flash sale running" : undefined,
  });
} finally {
  cleanUp();
  rmSync(work, { recursive: true, force: true });
}
