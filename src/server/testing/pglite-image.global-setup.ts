/**
 * Vitest's global setup for the API tests on the embedded database: migrates one empty database
 * before any test file runs and leaves its image in a file, which buildTestApp loads for each test
 * app instead of running initdb and every migration again (about 1.2 s saved per app).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteImage } from "../db/client";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding the migrated database's image. */
    pgliteImage: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(tmpdir(), "pglite-image-"));
  const file = path.join(folder, "migrated.tar");
  const image = await migratedPgliteImage();
  await writeFile(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteImage", file);
  return () => rm(folder, { recursive: true, force: true });
}
