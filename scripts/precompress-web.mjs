/**
 * Run by `npm run build` after Vite: writes a brotli (.br) and a gzip (.gz) copy beside each text
 * asset in dist/web, at the codings' highest levels (too slow per request, free once), so the
 * server sends them as they are (@fastify/static's preCompressed). Plain node, no dependency.
 *
 *   node scripts/precompress-web.mjs [dist/web]
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..");
const webDir = path.resolve(root, process.argv[2] ?? "dist/web");
/** index.html is not among them: the server rewrites its head on every answer. */
const TEXT_EXTENSIONS = new Set([
  ".js",
  ".mjs",
  ".css",
  ".svg",
  ".json",
  ".txt",
  ".xml",
  ".webmanifest",
  ".map",
]);
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
let afterGz = 0;
for (const file of files(webDir)) {
  if (!TEXT_EXTENSIONS.has(path.extname(file))) continue;
  if (statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  // A copy that is not smaller would only cost the client a decode.
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += body.length;
  afterBr += Math.min(br.length, body.length);
  afterGz += Math.min(gz.length, body.length);
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${count} files in ${path.relative(root, webDir)}: ${kb(before)} -> ${kb(afterBr)} brotli, ${kb(afterGz)} gzip`,
);
