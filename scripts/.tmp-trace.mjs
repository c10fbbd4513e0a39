import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.goto("about:blank");
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const tasks = events.filter((e) => e.name === "RunTask" && e.dur > (Number(process.env.MIN_US ?? 50000))).sort((a, b) => a.ts - b.ts);
const t0 = tasks[0]?.ts ?? 0;
for (const t of tasks) {
  const inside = events.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 5000 && e.name !== "RunTask");
  const summary = inside.map((e) => `${e.name}${e.args?.data?.url ? "(" + e.args.data.url.split("/").pop() + ")" : ""}${e.args?.data?.functionName ? "[" + e.args.data.functionName + "]" : ""}:${(e.dur / 1000).toFixed(0)}`).slice(0, 12).join(" ");
  console.log(`${((t.ts - t0) / 1000).toFixed(0).padStart(6)}ms ${(t.dur / 1000).toFixed(0).padStart(5)}ms  ${summary}`);
}
await browser.close();
