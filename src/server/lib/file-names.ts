/**
 * Names of files that users upload and download. An uploaded name is only a label: it is cleaned
 * when stored, and sent back in a Content-Disposition header that any name can go in (RFC 6266).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL_OR_QUOTE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029"'`\\]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const MAX_NAME_CHARACTERS = 200;

/**
 * The name to store for an uploaded file: the last path part, without control characters, quotes
 * or backslashes, Unicode letters kept, ending in `.ext`; `fallback` when nothing is left.
 */
export function cleanUploadFileName(name: string | undefined, fallback: string): string {
  const extension = fallback.slice(fallback.lastIndexOf("."));
  const lastPart = (name ?? "").split(/[/\\]/).pop() ?? "";
  const cleaned = lastPart
    .normalize("NFC")
    .replace(LONE_SURROGATE, "")
    .replace(CONTROL_OR_QUOTE, "")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const base = cleaned.toLowerCase().endsWith(extension) ? cleaned.slice(0, -extension.length) : cleaned;
  // Counted in code points, as PostgreSQL's varchar counts, and never splitting a pair.
  const short = Array.from(base).slice(0, MAX_NAME_CHARACTERS).join("").trim();
  return short && !/^[\s.]*$/.test(short) ? `${short}${extension}` : fallback;
}

/** RFC 5987 attr-chars are letters, digits and !#$&+-.^_`|~; encodeURIComponent leaves '()* too. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition value for any file name: a plain ASCII `filename` for old clients and the
 * exact name as UTF-8 in `filename*`, which every current browser prefers.
 */
export function buildContentDisposition(
  disposition: "inline" | "attachment",
  fileName: string,
  fallback: string,
): string {
  const wellFormed = fileName.replace(LONE_SURROGATE, "").replace(CONTROL_OR_QUOTE, "");
  const ascii = wellFormed
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]+/g, "_")
    .trim();
  const asciiName = /[A-Za-z0-9]/.test(ascii.replace(/\.[A-Za-z0-9]+$/, "")) ? ascii : fallback;
  const name = wellFormed.trim() || fallback;
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
