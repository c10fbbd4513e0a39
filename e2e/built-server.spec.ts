/**
 * The build is what gets deployed: a copy of dist/ beside node_modules and package.json (no src/)
 * starts, migrates a fresh database from the migrations the build carries, seeds it and serves the
 * site. Runs after `npm run build`, like the other browser specs.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, startServer, test } from "./fixtures";

const root = path.resolve(import.meta.dirname, "..");

test("a copy of dist/ without src/ migrates a fresh database and serves the site", async () => {
  test.setTimeout(240_000);
  const copy = mkdtempSync(path.join(tmpdir(), "built-server-"));
  try {
    cpSync(path.join(root, "dist"), path.join(copy, "dist"), { recursive: true });
    cpSync(path.join(root, "package.json"), path.join(copy, "package.json"));
    symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
    const server = await startServer({}, copy);
    try {
      const menu = await fetch(`${server.url}/api/menu`);
      expect(menu.status).toBe(200);
      expect(((await menu.json()) as unknown[]).length).toBeGreaterThan(10);
      const home = await fetch(server.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Hyderabad House");
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
