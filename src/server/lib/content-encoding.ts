/**
 * Which content coding to answer with, from the request's Accept-Encoding (RFC 9110 section
 * 12.5.3): brotli when the client takes it, else gzip, else none. A coding with q=0 is refused, and
 * `*` stands for any coding not named.
 */
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

export type ContentCoding = "br" | "gzip" | "identity";

export function chooseContentCoding(acceptEncoding: string | string[] | undefined): ContentCoding {
  if (!acceptEncoding) return "identity";
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split("=");
      if (key === "q") q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? q : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = Math.max(weightOf("gzip"), weights.get("x-gzip") ?? 0);
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return "identity";
}

/** Below this, the coding's own overhead eats most of the saving. */
export const MIN_COMPRESS_BYTES = 1024;

/** Adds Accept-Encoding to a Vary header value, keeping what is there. */
export function varyOnAcceptEncoding(current: unknown): string {
  const value = Array.isArray(current) ? current.join(", ") : typeof current === "string" ? current : "";
  if (!value) return "Accept-Encoding";
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(value)) return value;
  return `${value}, Accept-Encoding`;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality for bytes made while the server runs (the public cache's copies): quality 5 is
 * within a few per cent of 11 in size at a small fraction of the time (~5 ms for a 400 KB page
 * against ~460 ms). Quality 11 is for the build's own files (scripts/precompress-web.mjs).
 */
export const RUNTIME_BROTLI_QUALITY = 5;
export const RUNTIME_GZIP_LEVEL = 6;

/**
 * Compresses on libuv's thread pool (zlib's asynchronous API), never on the event loop, so a
 * large answer compressed while other requests wait does not hold them up.
 */
export function compressAsync(body: Buffer, coding: "br" | "gzip"): Promise<Buffer> {
  return coding === "br"
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: RUNTIME_GZIP_LEVEL });
}
