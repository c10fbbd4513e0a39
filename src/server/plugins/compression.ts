import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { RUNTIME_BROTLI_QUALITY, RUNTIME_GZIP_LEVEL } from "../lib/content-encoding";

/**
 * Brotli or gzip, per Accept-Encoding, for answers made per request (uncached JSON, robots,
 * sitemap, pages that are not kept), by @fastify/compress: answers over a few KB go through zlib's
 * streams, on libuv's threads, so a large answer never holds the event loop. The public cache's
 * answers carry their own Content-Encoding and pass through; scripts and styles are compressed at
 * build time (quality 11, scripts/precompress-web.mjs) and sent by @fastify/static as the .br/.gz
 * file. Registered before the static plugin, as @fastify/compress asks.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    // The site never receives compressed request bodies; accepting them would only add a way in.
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: 1024,
    // Up to 8 KB is compressed in one synchronous call (well under a millisecond at these
    // settings, and cheaper than a stream); anything larger always goes through the stream path.
    syncThreshold: 8 * 1024,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: RUNTIME_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: RUNTIME_GZIP_LEVEL },
  });
}
