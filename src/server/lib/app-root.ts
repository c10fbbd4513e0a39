import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Where the server's files are. It runs from the sources (tsx, Vitest: this file is
 * src/server/lib/app-root.ts) and bundled into dist/server/server.js, whose build copies the
 * migrations beside it (vite.server.config.ts). Built, everything is found relative to the bundle,
 * so a copy of dist/ (with node_modules) runs without src/ or the project folder around it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const builtMigrations = path.join(here, "migrations");
const isBuilt = existsSync(path.join(builtMigrations, "meta", "_journal.json"));

/** The project folder (where package.json is), for source runs: walk up instead of counting "../". */
function findAppRoot(): string {
  let dir = here;
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error("Could not find the project folder (no package.json above the server code)");
    dir = parent;
  }
  return dir;
}

/** Built: the folder that holds dist/. From the sources: the project folder. */
export const APP_ROOT = isBuilt ? path.resolve(here, "../..") : findAppRoot();
export const MIGRATIONS_DIR = isBuilt ? builtMigrations : path.join(here, "../db/migrations");
export const WEB_DIST_DIR = isBuilt ? path.resolve(here, "../web") : path.join(APP_ROOT, "dist/web");
