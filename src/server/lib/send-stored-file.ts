import type { FastifyReply, FastifyRequest } from "fastify";
import type { storedFiles } from "../db/schema";
import type { FileStore } from "./file-store";

type StoredFile = Pick<
  typeof storedFiles.$inferSelect,
  "id" | "byteSize" | "sha256" | "createdAt" | "mimeType"
>;

/** The strong ETag of a stored file: its content hash, known from metadata alone. */
function storedFileEtag(file: Pick<StoredFile, "sha256">): string {
  return `"${file.sha256.slice(0, 40)}"`;
}

/**
 * RFC 9110 13.1: If-None-Match (weak comparison) wins over If-Modified-Since, which is compared in
 * whole seconds, as HTTP dates are.
 */
function isNotModified(request: FastifyRequest, etag: string, modified: Date): boolean {
  const noneMatch = request.headers["if-none-match"];
  if (noneMatch !== undefined) {
    if (noneMatch.trim() === "*") return true;
    return noneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
  }
  const since = request.headers["if-modified-since"];
  if (!since) return false;
  const sinceMs = Date.parse(since);
  return Number.isFinite(sinceMs) && Math.floor(modified.getTime() / 1000) * 1000 <= sinceMs;
}

/**
 * Answers with a stored file: a 304 from its metadata when the client's copy is current (the bytes
 * are not opened), else its bytes as a stream, with their length, never read whole into memory.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  files: FileStore,
  file: StoredFile,
  options: { cacheControl: string; contentDisposition?: string },
): FastifyReply {
  const etag = storedFileEtag(file);
  reply.header("cache-control", options.cacheControl).header("etag", etag);
  reply.header("last-modified", file.createdAt.toUTCString());
  if (isNotModified(request, etag, file.createdAt)) return reply.code(304).send();
  reply.type(file.mimeType).header("content-length", file.byteSize);
  if (options.contentDisposition) reply.header("content-disposition", options.contentDisposition);
  return reply.send(files.open(file.id));
}
