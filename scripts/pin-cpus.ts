/**
 * Pins a benchmark's load generator to a core of its own, where the machine allows (issue 37):
 * re-runs this script under `taskset -c <last core>` and tells the site it starts
 * (scripts/built-site.ts, BENCH_SITE_CPUS) to run on the other cores, so the generator's CPU does
 * not come out of the server's. Returns the re-run's exit code, or null when this process should
 * go on itself (already pinned, one core, or no taskset), having said why.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpus } from "node:os";

function hasTaskset(): boolean {
  try {
    execFileSync("taskset", ["-c", "0", "true"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export async function runPinnedLoadGenerator(): Promise<number | null> {
  if (process.env.BENCH_PINNED) {
    console.log(
      `load generator pinned to core ${process.env.BENCH_PINNED}, the site to ${process.env.BENCH_SITE_CPUS}`,
    );
    return null;
  }
  const count = cpus().length;
  if (count < 2 || !hasTaskset()) {
    console.log(`load generator not pinned (${count < 2 ? "one core" : "no taskset"})`);
    return null;
  }
  const last = count - 1;
  const siteCpus = last === 1 ? "0" : `0-${last - 1}`;
  const child = spawn(
    "taskset",
    ["-c", String(last), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: "inherit", env: { ...process.env, BENCH_PINNED: String(last), BENCH_SITE_CPUS: siteCpus } },
  );
  return new Promise((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
}
