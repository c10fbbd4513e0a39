import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("request", (r) => { if (r.url().endsWith(".css")) console.log("css request", r.url()); });
for (const p of ["/", "/order", "/offers"]) { await page.goto("http://127.0.0.1:3998" + p, { waitUntil: "networkidle" }); }
console.log("links", await page.evaluate(() => [...document.querySelectorAll("link[rel=stylesheet]")].map((l) => l.outerHTML)));
await browser.close();
