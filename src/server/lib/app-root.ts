import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project folder (where package.json is). Code runs both from src/ (tsx, Vitest) and bundled
 * into dist/server/, at different depths, so walk up instead of counting "../".
 */
function findAppRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, "package.json"))) {
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error("Could not find the project folder (no package.json above the server code)");
    dir = parent;
  }
  return dir;
}

export const APP_ROOT = findAppRoot();
export const MIGRATIONS_DIR = path.join(APP_ROOT, "src/server/db/migrations");
export const WEB_DIST_DIR = path.join(APP_ROOT, "dist/web");
