/**
 * Which content coding to answer with, from the request's Accept-Encoding (RFC 9110 section
 * 12.5.3): brotli when the client takes it, else gzip, else none. A coding with q=0 is refused, and
 * `*` stands for any coding not named.
 */
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";

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

/** Media types worth compressing: text, JSON, JavaScript, XML and SVG. */
export function isCompressibleType(contentType: unknown): boolean {
  if (typeof contentType !== "string") return false;
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|[a-z.+-]*\+json|[a-z.+-]*\+xml)|image\/svg\+xml)/i.test(
    contentType,
  );
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

/** Per-response compression: brotli quality 5 is close to 11 in size at a fraction of the time. */
export function compressForResponse(body: Buffer, coding: "br" | "gzip"): Promise<Buffer> {
  return coding === "br"
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** Made once and sent many times: the smallest the codings can do. */
export function compressOnce(body: Buffer, coding: "br" | "gzip"): Buffer {
  return coding === "br"
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(body, { level: 9 });
}
