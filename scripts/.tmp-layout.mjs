import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.goto("about:blank");
await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "disabled-by-default-devtools.timeline.stack"] });
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
for (const e of events.filter((e) => (e.name === "Layout" || e.name === "UpdateLayoutTree") && e.dur > 8000)) {
  const st = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? e.args?.beginData?.stack;
  console.log(e.name, (e.dur / 1000).toFixed(0), st ? st.slice(0, 6).map((f) => `${f.functionName}@${f.url.split("/").pop()}:${f.lineNumber}:${f.columnNumber}`).join(" < ") : "(no stack)");
}
await browser.close();
