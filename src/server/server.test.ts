import { spawn } from "node:child_process";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { testEngine } from "./testing/build-test-app";

/** A port that nothing listens on: bound, noted, and released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function runServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/server.ts"], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", PORT: "0", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

// One spawned process is enough: the start-up path does not depend on the test engine.
describe.skipIf(testEngine !== "pglite")("starting with the database out of reach", () => {
  it("says so in one line per attempt and exits non-zero, without a stack trace", async () => {
    const port = await closedPort();
    const { code, output } = await runServer({
      DATABASE_URL: `postgres://hh:secret-password@127.0.0.1:${port}/hh`,
      DB_CONNECT_RETRIES: "1",
    });
    expect(code).not.toBe(0);
    const lines = output.split("\n").filter((line) => line.trim() !== "");
    expect(lines).toEqual([
      `Cannot reach the database at 127.0.0.1:${port} (ECONNREFUSED); retrying in 1s`,
      `Cannot reach the database at 127.0.0.1:${port} (ECONNREFUSED); giving up after 1 retry`,
    ]);
    expect(output).not.toMatch(/\n\s+at /);
    expect(output).not.toContain("secret-password");
  }, 20_000);
});
