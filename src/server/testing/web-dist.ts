/**
 * A built web app's folder for tests of the served page: the server reads its index.html as the
 * shell it serves and draws pages into. Tests of the page, the cache and the review mail each
 * wrote this temporary folder and file themselves.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A new temporary folder holding only `index.html` with this text; returns the folder's path. */
export function webDistWithIndex(indexHtml: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), "web-dist-"));
  writeFileSync(path.join(dist, "index.html"), indexHtml);
  return dist;
}
