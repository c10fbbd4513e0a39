import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { SourceMapConsumer } from "source-map-js";
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 100 });
await page.goto("about:blank");
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
const { profile } = await cdp.send("Profiler.stop");
await browser.close();
const maps = new Map();
function consumer(u) {
  const file = u.split("/").pop();
  if (!file.endsWith(".js")) return null;
  if (!maps.has(file)) { try { maps.set(file, new SourceMapConsumer(JSON.parse(readFileSync(`dist/web/assets/${file}.map`, "utf8")))); } catch { maps.set(file, null); } }
  return maps.get(file);
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const srcOf = new Map();
function src(n) {
  if (srcOf.has(n.id)) return srcOf.get(n.id);
  let s = null; const c = consumer(n.callFrame.url);
  if (c) { const p = c.originalPositionFor({ line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber }); if (p.source) s = `${p.source.replace(/.*node_modules\//, "nm:").replace(/^(\.\.\/)+/, "")}${p.name ? "#" + p.name : ""}`; }
  srcOf.set(n.id, s); return s;
}
const incl = new Map(); const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const t = profile.timeDeltas[i + 1] ?? 0; let id = profile.samples[i];
  const top = byId.get(id); const ts = src(top); if (ts) self.set(ts, (self.get(ts) ?? 0) + t);
  const seen = new Set();
  while (id !== undefined) { const n = byId.get(id); const s = src(n); if (s) { const f = s.split("#")[0]; if (!seen.has(f)) { seen.add(f); incl.set(f, (incl.get(f) ?? 0) + t); } } id = parent.get(id); }
}
console.log("--- inclusive by source file (ms, 4x CPU)");
for (const [k, v] of [...incl].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((v / 1000).toFixed(1).padStart(8), k);
console.log("--- self by function");
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), k);
