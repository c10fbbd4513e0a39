/**
 * Where uploaded files' bytes live (decision 0021): files in a folder (the data folder's `files/`
 * on the embedded database, or FILES_DIR, which every instance must share), or pieces of 256 KB in
 * `stored_file_chunks` (PostgreSQL without FILES_DIR). Either way a file is written once as a
 * stream while it is hashed, and read as a stream: a download never holds more than a piece of it
 * in memory, and a file of any size is never read whole on a request. The metadata (size, type,
 * SHA-256) is a `stored_files` row, which is all a conditional request needs.
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { images, menuPdfs, storedFileChunks, storedFiles } from "../db/schema";

/** What writing a file found: its size, hash and first bytes (for a check by content). */
export interface WrittenFile {
  id: string;
  byteSize: number;
  sha256: string;
  /** The first bytes (up to 64), to tell the file's type by its magic number. */
  head: Buffer;
  /** The source ended early because it was over the limit (nothing is kept then). */
  tooLarge: boolean;
}

export interface FileStore {
  readonly kind: "folder" | "database";
  /** Streams `source` in under a new id; over `maxBytes`, stops, keeps nothing, and says so. */
  write(source: Readable, options?: { maxBytes?: number }): Promise<WrittenFile>;
  /** The bytes as a stream (fails with ENOENT-like error when the file is gone). */
  open(id: string): Readable;
  remove(id: string): Promise<void>;
}

const HEAD_BYTES = 64;
const CHUNK_BYTES = 256 * 1024;
/** Pieces read from the database at once, whatever the number of downloads (the pool has 10). */
const DATABASE_READS_AT_ONCE = 3;

/** At most `size` tasks at a time; the others wait their turn in order. */
class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}
  async run<T>(task: () => PromiseLike<T>): Promise<T> {
    if (this.active >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}

/** Hashes, counts and keeps the first bytes of what passes through; errors past the limit. */
class Measure extends Transform {
  readonly hash = createHash("sha256");
  size = 0;
  head = Buffer.alloc(0);
  tooLarge = false;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.tooLarge = true;
      done(new FileTooLargeError());
      return;
    }
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.hash.update(chunk);
    done(null, chunk);
  }
}

class FileTooLargeError extends Error {
  constructor() {
    super("file over the size limit");
  }
}

/** A multipart stream that busboy cut at its limit says so with `truncated`. */
function wasTruncated(source: Readable): boolean {
  return Boolean((source as Readable & { truncated?: boolean }).truncated);
}

export function createFolderFileStore(dir: string): FileStore {
  const fileOf = (id: string) => {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`not a stored file id: ${id}`);
    return path.join(dir, id.slice(0, 2), id);
  };
  return {
    kind: "folder",
    async write(source, options = {}) {
      const id = randomUUID();
      const target = fileOf(id);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.part`;
      const measure = new Measure(options.maxBytes ?? Number.POSITIVE_INFINITY);
      try {
        await pipeline(source, measure, createWriteStream(partial, { flags: "wx" }));
      } catch (error) {
        await rm(partial, { force: true });
        if (error instanceof FileTooLargeError) return tooLarge(id);
        throw error;
      }
      if (wasTruncated(source)) {
        await rm(partial, { force: true });
        return tooLarge(id);
      }
      // Only a complete file ever has its final name.
      await rename(partial, target);
      return written(id, measure);
    },
    open(id) {
      return createReadStream(fileOf(id));
    },
    async remove(id) {
      await rm(fileOf(id), { force: true });
    },
  };
}

/** What a store answers for a file it kept whole: its size, hash and first bytes as measured. */
function written(id: string, measure: Measure): WrittenFile {
  return {
    id,
    byteSize: measure.size,
    sha256: measure.hash.digest("hex"),
    head: measure.head,
    tooLarge: false,
  };
}

function tooLarge(id: string): WrittenFile {
  return { id, byteSize: 0, sha256: "", head: Buffer.alloc(0), tooLarge: true };
}

/**
 * Pieces in the database, for instances that share PostgreSQL and nothing else: each piece is
 * written as it arrives and read one query at a time as the client takes it.
 */
export function createDatabaseFileStore(db: Db): FileStore {
  // Downloads take turns for the pool's connections: however many run, a few connections stay free
  // for every other request (the health check, a page's read).
  const readSlots = new Semaphore(DATABASE_READS_AT_ONCE);
  const removeChunks = (id: string) => db.delete(storedFileChunks).where(eq(storedFileChunks.fileId, id));
  return {
    kind: "database",
    async write(source, options = {}) {
      const id = randomUUID();
      const measure = new Measure(options.maxBytes ?? Number.POSITIVE_INFINITY);
      let seq = 0;
      let pending: Buffer[] = [];
      let pendingSize = 0;
      const flush = async () => {
        if (pendingSize === 0) return;
        const data = Buffer.concat(pending, pendingSize);
        pending = [];
        pendingSize = 0;
        await db.insert(storedFileChunks).values({ fileId: id, seq: seq++, data });
      };
      // pipe() does not pass a source's error on (a client that goes away mid-upload).
      source.once("error", (error) => measure.destroy(error));
      try {
        for await (const chunk of source.pipe(measure)) {
          pending.push(chunk as Buffer);
          pendingSize += (chunk as Buffer).length;
          if (pendingSize >= CHUNK_BYTES) await flush();
        }
        await flush();
      } catch (error) {
        await removeChunks(id);
        if (error instanceof FileTooLargeError || measure.tooLarge) return tooLarge(id);
        throw error;
      }
      if (wasTruncated(source)) {
        await removeChunks(id);
        return tooLarge(id);
      }
      return written(id, measure);
    },
    open(id) {
      let seq = 0;
      return new Readable({
        // One piece in memory at a time: the next is read when the client has taken this one.
        highWaterMark: 1,
        objectMode: false,
        read() {
          readSlots
            .run(() =>
              db
                .select({ data: storedFileChunks.data })
                .from(storedFileChunks)
                .where(and(eq(storedFileChunks.fileId, id), eq(storedFileChunks.seq, seq))),
            )
            .then(([row]) => {
              if (!row && seq === 0)
                throw Object.assign(new Error(`no stored file ${id}`), { code: "ENOENT" });
              seq += 1;
              this.push(row ? row.data : null);
            })
            .catch((error: Error) => this.destroy(error));
        },
      });
    },
    async remove(id) {
      await removeChunks(id);
    },
  };
}

/** The store this deployment uses (decision 0021). */
export function createFileStore(options: {
  database: Database;
  filesDir?: string;
  dataDir?: string;
}): FileStore {
  if (options.filesDir) return createFolderFileStore(path.resolve(options.filesDir));
  if (options.database.engine === "pglite") {
    if (!options.dataDir) throw new Error("The embedded database needs a folder for files (FILES_DIR)");
    return createFolderFileStore(path.resolve(options.dataDir, "files"));
  }
  return createDatabaseFileStore(options.database.db);
}

/** Writes bytes already in memory (a re-encoded photo) as a stored file, with its metadata row. */
export async function storeBytes(
  db: Db,
  files: FileStore,
  bytes: Buffer,
  mimeType: string,
): Promise<typeof storedFiles.$inferSelect> {
  const written = await files.write(Readable.from([bytes]));
  return recordFile(db, files, written, mimeType);
}

/** The metadata row of a file just written (which is removed again if the row cannot be written). */
export async function recordFile(
  db: Db,
  files: FileStore,
  written: WrittenFile,
  mimeType: string,
): Promise<typeof storedFiles.$inferSelect> {
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({ id: written.id, mimeType, byteSize: written.byteSize, sha256: written.sha256 })
      .returning();
    if (!row) throw new Error("insert returned nothing");
    return row;
  } catch (error) {
    await files.remove(written.id).catch(() => {});
    throw error;
  }
}

/** A stored file's bytes, whole: for the few readers that need them so (the OCR of a photo). */
export async function readWhole(files: FileStore, id: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of files.open(id)) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * Start-up step for data written before files left the tables (migration traffic_files): each
 * image size's and menu PDF's bytes go to the file store, a row at a time, and the column is
 * emptied; superseded menu PDFs (all but the newest) are deleted. Safe to run on every start and
 * on several instances at once (a row is claimed with FOR UPDATE SKIP LOCKED).
 */
export async function moveFilesOutOfTables(
  db: Db,
  files: FileStore,
): Promise<{ images: number; menuPdfs: number; supersededPdfs: number }> {
  const moved = { images: 0, menuPdfs: 0, supersededPdfs: 0 };
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: images.id, data: images.data, mimeType: images.mimeType })
        .from(images)
        .where(and(isNull(images.fileId), isNotNull(images.data)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row?.data) return true;
      const file = await storeBytes(tx as unknown as Db, files, row.data, row.mimeType);
      await tx.update(images).set({ fileId: file.id, data: null }).where(eq(images.id, row.id));
      moved.images += 1;
      return false;
    });
    if (done) break;
  }
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: menuPdfs.id, data: menuPdfs.data })
        .from(menuPdfs)
        .where(and(isNull(menuPdfs.fileId), isNotNull(menuPdfs.data)))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!row?.data) return true;
      const file = await storeBytes(tx as unknown as Db, files, row.data, "application/pdf");
      await tx.update(menuPdfs).set({ fileId: file.id, data: null }).where(eq(menuPdfs.id, row.id));
      moved.menuPdfs += 1;
      return false;
    });
    if (done) break;
  }
  moved.supersededPdfs = await deleteSupersededMenuPdfs(db, files);
  return moved;
}

/** Every menu PDF but the newest, rows and bytes (an upload replaces the one before it). */
export async function deleteSupersededMenuPdfs(db: Db, files: FileStore): Promise<number> {
  const old = await db.execute(sql`
    delete from ${menuPdfs} where id in (
      select id from ${menuPdfs} order by uploaded_at desc, id desc offset 1
    ) returning file_id`);
  const fileIds = (old as unknown as { rows: { file_id: string | null }[] }).rows
    .map((r) => r.file_id)
    .filter((id): id is string => id !== null);
  if (fileIds.length > 0) {
    await db.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
    for (const id of fileIds) await files.remove(id);
  }
  return fileIds.length;
}
