/**
 * `npm start`, the README's way to run the site, stops on SIGTERM and SIGINT: npm passes the
 * signal to the server (no tsx or shell in between that would swallow it), which drains, closes
 * the embedded database and releases its lock. Runs after the build, like the other browser specs.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

const root = path.resolve(import.meta.dirname, "..");

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function isServing(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
}

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`npm start drains and exits on ${signal}, releasing the database`, async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "npm-start-"));
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = "";
    const npm: ChildProcess = spawn("npm", ["start"], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    npm.stdout?.on("data", (d) => {
      output += d;
    });
    npm.stderr?.on("data", (d) => {
      output += d;
    });
    const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)));
    try {
      await expect.poll(() => isServing(url), { timeout: 90_000, message: output }).toBe(true);
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(true);

      npm.kill(signal);
      expect(await exited).toBe(0);
      await expect.poll(() => isServing(url), { timeout: 10_000 }).toBe(false);
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
      expect(output).toContain(`${signal} received: closing`);
    } finally {
      if (npm.exitCode === null) npm.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
