/**
 * Lighthouse on a running site, as a phone sees it: Lighthouse's mobile defaults (Moto G Power
 * screen, simulated slow 4G and 4x CPU slowdown), a few runs per page, the medians printed against
 * the targets, and a JSON summary (plus each page's median run as a full report) written to
 * bench-results/lighthouse/ (git-ignored). Used by scripts/lighthouse.ts and scripts/bench-friday.ts.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { median } from "./median";

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const CATEGORY_TARGETS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
/** The metrics shown, with their targets (upper bounds, in the audit's own unit) where there is one. */
const METRICS = [
  { id: "largest-contentful-paint", label: "LCP", unit: "ms", target: 2500 },
  { id: "total-blocking-time", label: "TBT", unit: "ms", target: 200 },
  { id: "cumulative-layout-shift", label: "CLS", unit: "", target: 0.05 },
  { id: "first-contentful-paint", label: "FCP", unit: "ms", target: undefined },
] as const;

const root = path.resolve(import.meta.dirname, "..");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/**
 * The audits that cost a category points in one run: for a11y, best practices and SEO every
 * weighted audit not passed; for performance (where metric scores are rarely a full 1) the metrics
 * under 0.9 and the opportunities and diagnostics Lighthouse marks as failed (score under 0.9).
 */
function failingAudits(lhr: Result, category: string): { id: string; title: string }[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  const failing: { id: string; title: string }[] = [];
  for (const ref of refs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null) continue;
    if (["informative", "manual", "notApplicable"].includes(audit.scoreDisplayMode)) continue;
    const passed = category === "performance" ? audit.score >= 0.9 : audit.score >= 1;
    if (passed || (category !== "performance" && ref.weight === 0)) continue;
    failing.push({ id: ref.id, title: audit.title });
  }
  return failing;
}

export interface PageSummary {
  page: string;
  runs: number;
  /** Median score per category, 0-100. */
  scores: Record<string, number>;
  /** Median metric values (ms, or unitless for CLS). */
  metrics: Record<string, number>;
  /** Per category below 100: each audit that failed in any run, and in how many runs. */
  failing: Record<string, { id: string; title: string; runs: number }[]>;
  /** Runs' raw numbers, for spread. */
  perRun: { scores: Record<string, number>; metrics: Record<string, number> }[];
  /** Where the median-performance run's full report was written. */
  report: string;
}

let chrome: chromeLauncher.LaunchedChrome | undefined;

/**
 * One Lighthouse run in a fresh Chromium (no state carried between runs). Lighthouse sometimes
 * fails to record a trace (NO_NAVSTART and the like); such a run is retried, up to twice.
 */
async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: [
        "--headless=new",
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-gpu",
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { runtimeError } = result.lhr;
      if (!runtimeError) return result.lhr;
      if (attempt >= 3) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
      console.error(`${url}: ${runtimeError.code}, running again`);
    } finally {
      chrome.kill();
      chrome = undefined;
    }
  }
}

/**
 * Audits each page of the site at `siteUrl` `runs` times and prints the medians against the
 * targets; `label` says under what conditions (the clock, the load) in the printed title.
 */
export async function runLighthouse(
  siteUrl: string,
  options: { pages: string[]; runs: number; label?: string },
): Promise<PageSummary[]> {
  const { pages, runs } = options;
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const outDir = path.join(root, "bench-results/lighthouse", stamp);
  const summaries: PageSummary[] = [];
  let lighthouseVersion = "";
  try {
    if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath}: set CHROME_PATH`);
    mkdirSync(outDir, { recursive: true });
    // A first load of each page fills the server's caches, so run 1 is not the cold-start outlier.
    for (const page of pages) await (await fetch(`${siteUrl}${page}`)).arrayBuffer();
    for (const page of pages) {
      const lhrs: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        const lhr = await audit(`${siteUrl}${page}`);
        lhrs.push(lhr);
        lighthouseVersion = lhr.lighthouseVersion;
        const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        console.error(`${page} run ${run}/${runs}: performance ${perf}`);
      }
      const perRun = lhrs.map((lhr) => ({
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        ),
        metrics: Object.fromEntries(
          METRICS.map((m) => [m.label, lhr.audits[m.id]?.numericValue ?? Number.NaN]),
        ),
      }));
      const scores = Object.fromEntries(
        CATEGORIES.map((c) => [c, median(perRun.map((r) => r.scores[c] as number))]),
      );
      const metrics = Object.fromEntries(
        METRICS.map((m) => [m.label, median(perRun.map((r) => r.metrics[m.label] as number))]),
      );
      const failing: PageSummary["failing"] = {};
      for (const category of CATEGORIES) {
        if (perRun.every((r) => r.scores[category] === 100)) continue;
        const counts = new Map<string, { id: string; title: string; runs: number }>();
        for (const lhr of lhrs) {
          for (const audit of failingAudits(lhr, category)) {
            const entry = counts.get(audit.id) ?? { ...audit, runs: 0 };
            entry.runs++;
            counts.set(audit.id, entry);
          }
        }
        failing[category] = [...counts.values()].sort((a, b) => b.runs - a.runs);
      }
      // The run whose performance score is the median one, kept whole for a closer look.
      const medianRun = [...lhrs].sort(
        (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
      )[Math.floor((lhrs.length - 1) / 2)] as Result;
      const report = path.join(outDir, `${page.replace(/\W+/g, "_").replace(/^_$/, "home")}.json`);
      writeFileSync(report, JSON.stringify(medianRun));
      summaries.push({ page, runs, scores, metrics, failing, perRun, report: path.relative(root, report) });
    }
  } finally {
    chrome?.kill();
    chrome = undefined;
  }

  const summaryFile = path.join(outDir, "summary.json");
  writeFileSync(
    summaryFile,
    JSON.stringify({ date: new Date().toISOString(), lighthouseVersion, runs, pages: summaries }, null, 2),
  );

  const mark = (met: boolean) => (met ? " " : "!");
  const formatMetric = (label: string, value: number) =>
    label === "CLS" ? value.toFixed(3) : `${(value / 1000).toFixed(2)}s`;
  console.log(
    `\nLighthouse (mobile defaults, simulated throttling)${options.label ? `, ${options.label}` : ""}, median of ${runs} run${runs === 1 ? "" : "s"}; ! = target not met`,
  );
  const header = [
    "page".padEnd(10),
    ...CATEGORIES.map((c) =>
      (c === "best-practices" ? "BP" : c === "accessibility" ? "a11y" : c).padStart(12),
    ),
    ...METRICS.map((m) => m.label.padStart(9)),
  ];
  console.log(header.join(""));
  console.log(
    [
      "target".padEnd(10),
      ...CATEGORIES.map((c) => `>=${CATEGORY_TARGETS[c]}`.padStart(12)),
      ...METRICS.map((m) =>
        (m.target === undefined ? "-" : `<=${formatMetric(m.label, m.target)}`).padStart(9),
      ),
    ].join(""),
  );
  for (const s of summaries) {
    console.log(
      [
        s.page.padEnd(10),
        ...CATEGORIES.map((c) => {
          const score = s.scores[c] as number;
          return `${score}${mark(score >= CATEGORY_TARGETS[c])}`.padStart(12);
        }),
        ...METRICS.map((m) => {
          const value = s.metrics[m.label] as number;
          return `${formatMetric(m.label, value)}${mark(m.target === undefined || value <= m.target)}`.padStart(
            9,
          );
        }),
      ].join(""),
    );
  }
  for (const s of summaries) {
    for (const [category, audits] of Object.entries(s.failing)) {
      if (audits.length === 0) continue;
      console.log(`\n${s.page} ${category} (${s.scores[category]}): failing audits`);
      for (const a of audits) console.log(`  ${a.id.padEnd(34)} ${a.title}  [${a.runs}/${s.runs} runs]`);
    }
  }
  console.log(`\nSummary: ${path.relative(root, summaryFile)}`);
  return summaries;
}

/** Kills a Chromium left running (the caller's exit handler). */
export function killLighthouseChrome(): void {
  chrome?.kill();
}
