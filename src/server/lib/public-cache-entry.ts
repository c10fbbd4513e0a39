/**
 * One kept answer of the public cache (lib/public-cache-store.ts): its bytes in each content coding
 * with their strong ETags, the facts it was drawn from and when it stops being current; how it is
 * keyed, built and matched against If-None-Match.
 */
import { webcrypto } from "node:crypto";
import type { CacheTag } from "./cache-tags";
import { type ContentCoding, compressAsync, MIN_COMPRESS_BYTES } from "./content-encoding";

export interface Variant {
  body: Buffer;
  etag: string;
  coding: ContentCoding;
}

export interface Entry {
  variants: Record<ContentCoding, Variant>;
  contentType: string;
  cacheControl: string;
  vary: string;
  tags: ReadonlySet<CacheTag>;
  /**
   * Epoch ms of the clock the answer was read at: it says nothing of earlier instants, so a clock
   * set back (a test's, or a machine's corrected) finds it unusable too.
   */
  readAt: number;
  /** Epoch ms from which the answer is known to differ; Infinity when only a write can change it. */
  expiresAt: number;
  /** A write changed one of its facts: served only while its rebuild runs. */
  stale: boolean;
  /**
   * A write on this instance changed a fact of this entry: requests wait for its one rebuild (a
   * query, or a page's render) rather than get what the write replaced; the write itself does not
   * wait (decision 0046).
   */
  awaitRebuild?: boolean;
  size: number;
}

/** What a build found: the entry to answer with, and whether it is old bytes kept through an outage. */
export type Built = { entry: Entry; outage: boolean } | null;

export function isCurrent(entry: Entry, now: number): boolean {
  return entry.readAt <= now && now < entry.expiresAt;
}

/** A rendered page (its rebuild is a render), not a JSON read. */
export function isPage(entry: Entry): boolean {
  return entry.contentType.startsWith("text/html");
}

/** The entry's key: the route's path and the declared parameters that are present; null if unkeyable. */
export function cacheKey(path: string, search: string, query: readonly string[] = []): string | null {
  if (query.length === 0) return path;
  const params = new URLSearchParams(search);
  const parts: string[] = [];
  for (const name of [...query].sort()) {
    const values = params.getAll(name);
    if (values.length > 1) return null;
    const [value] = values;
    if (value !== undefined) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  }
  return parts.length > 0 ? `${path}?${parts.join("&")}` : path;
}

export async function buildEntry(
  body: Buffer,
  meta: { contentType: string; cacheControl: string; vary: string; tags: ReadonlySet<CacheTag> },
): Promise<Entry> {
  // WebCrypto's digest runs on libuv's threads too: a large page is not hashed on the event loop.
  const hash = Buffer.from(await webcrypto.subtle.digest("SHA-256", body))
    .toString("base64url")
    .slice(0, 27);
  const identity: Variant = { body, etag: `"${hash}"`, coding: "identity" };
  // One strong ETag per representation: the bytes of each coding differ. A small answer is sent as
  // it is, whatever the client takes.
  const small = body.length < MIN_COMPRESS_BYTES;
  const [br, gzip] = small
    ? [identity, identity]
    : await Promise.all([
        compressAsync(body, "br").then(
          (bytes): Variant => ({ body: bytes, etag: `"${hash}-br"`, coding: "br" }),
        ),
        compressAsync(body, "gzip").then(
          (bytes): Variant => ({ body: bytes, etag: `"${hash}-gz"`, coding: "gzip" }),
        ),
      ]);
  return {
    variants: { identity, br, gzip },
    ...meta,
    tags: new Set(meta.tags),
    readAt: Number.NEGATIVE_INFINITY,
    expiresAt: Number.POSITIVE_INFINITY,
    stale: false,
    size: body.length + (small ? 0 : br.body.length + gzip.body.length),
  };
}

/**
 * If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ is ignored. Any coding's tag of the
 * same content matches, answered with that tag, so the client's stored copy stays valid.
 */
export function matchingVariant(header: string | undefined, entry: Entry, chosen: Variant): Variant | null {
  if (!header) return null;
  if (header.trim() === "*") return chosen;
  const variants = Object.values(entry.variants);
  for (const raw of header.split(",")) {
    const tag = raw.trim().replace(/^W\//, "");
    const match = variants.find((v) => v.etag === tag);
    if (match) return match;
  }
  return null;
}
