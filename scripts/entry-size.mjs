/**
 * Run by `npm run build` last: the first view's weight. Sums the gzip sizes (level 9, as served) of
 * what dist/web/index.html makes every visitor fetch before the page can run: the entry script,
 * the chunks it modulepreloads, and the style sheets. Fails (exit 1) when the scripts are over the
 * budget, so a static import that drags a dialog, a form library or zod into the entry is caught.
 * Plain node, no dependency.
 *
 *   node scripts/entry-size.mjs [dist/web]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * The entry's scripts, gzipped (KB of 1024 bytes, as precompress-web.mjs counts). 132 since
 * 2 December 2026: the restaurant's details and brand in the header and footer (decisions 0042
 * and 0043) took the first view from 130.2 to 131.2 (131 since decision 0040). 133 since
 * 4 December 2026: the catering pages' routes and the titles of the catering and gift-voucher
 * pages (which had none, so the server answered them 404) took it from 131.8 to 132.2. The next
 * saving is sonner (about 9 KB), which only the Toaster in providers.tsx keeps in the entry.
 */
const JS_BUDGET_KB = 133;

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.resolve(root, process.argv[2] ?? "dist/web");
const html = readFileSync(path.join(webDir, "index.html"), "utf8");

/** The value of one attribute in a tag's text, or null. */
function attribute(tag, name) {
  return tag.match(new RegExp(`\\s${name}=["']([^"']*)["']`))?.[1] ?? null;
}

const scripts = [];
const styles = [];
for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
  if (tag.startsWith("<script")) {
    const src = attribute(tag, "src");
    if (src && attribute(tag, "type") === "module") scripts.push(src);
    continue;
  }
  const rel = attribute(tag, "rel");
  const href = attribute(tag, "href");
  if (href && rel === "modulepreload") scripts.push(href);
  else if (href && rel === "stylesheet") styles.push(href);
}
if (scripts.length === 0) {
  console.error(`entry-size: no module script in ${path.join(webDir, "index.html")}`);
  process.exit(1);
}

function gzipBytes(url) {
  const file = path.join(webDir, url.replace(/^\//, "").split(/[?#]/)[0]);
  return gzipSync(readFileSync(file), { level: 9 }).length;
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

let jsTotal = 0;
for (const url of scripts) {
  const size = gzipBytes(url);
  jsTotal += size;
  console.log(`  ${kb(size).padStart(9)}  ${url}`);
}
let cssTotal = 0;
for (const url of styles) {
  const size = gzipBytes(url);
  cssTotal += size;
  console.log(`  ${kb(size).padStart(9)}  ${url}`);
}
const over = jsTotal > JS_BUDGET_KB * 1024;
console.log(
  `entry-size: JS ${kb(jsTotal)} gzip in ${scripts.length} file(s) (budget ${JS_BUDGET_KB} KB), CSS ${kb(cssTotal)} gzip${over ? " - OVER BUDGET" : ""}`,
);
if (over) process.exit(1);
