import { chromium } from "@playwright/test";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await page.goto("about:blank");
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const { profile } = await cdp.send("Profiler.stop");
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let total=0;
const counts = new Map();
for (let i = 0; i < profile.samples.length; i++) counts.set(profile.samples[i], (counts.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
// inclusive time per function: walk parents
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const incl = new Map();
for (const [id, t] of counts) {
  total += t;
  const n = byId.get(id); const key = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").pop()}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + t);
  const seen = new Set(); let cur = id;
  while (cur !== undefined) { const m = byId.get(cur); const k = `${m.callFrame.functionName || "(anon)"} ${m.callFrame.url.split("/").pop()}:${m.callFrame.lineNumber}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + t); seen.add(k); } cur = parent.get(cur); }
}
console.log("total sampled ms", (total/1000).toFixed(0));
console.log("--- self");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log((v / 1000).toFixed(1).padStart(8), k.slice(0, 110));
console.log("--- inclusive");
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log((v / 1000).toFixed(1).padStart(8), k.slice(0, 110));
await browser.close();
