/**
 * The site against nginx, in one run, on loopback: the built server (production mode, a fresh
 * embedded database) and nginx (Debian's package, one worker, as a foreground child with a
 * throwaway config) serving the very bytes the site answered, as files. `wrk` drives each:
 *
 *   - warm GET /api/menu             (target: at least 0.5x nginx)
 *   - warm GET /  (nginx: a file of the same bytes; target: at least 0.25x)
 *
 * Each run is bounded (default 5 s, 20 connections, 3 rounds, medians reported), then the resident
 * memory of the whole `npm start` process tree (npm and the server) is read from /proc.
 *
 *   npm run bench:api                  (builds first)
 *   npx tsx scripts/bench-api.ts [--duration 5] [--connections 20] [--rounds 3] [--threads 2]
 *
 * Needs wrk and nginx on the PATH (or /usr/sbin/nginx). Targets only 127.0.0.1.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { freePort, startBuiltSite, waitFor } from "./built-site";
import { median } from "./median";
import { treeRssKb } from "./process-memory";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "3" },
    threads: { type: "string", default: "2" },
  },
});
const durationS = Math.min(30, Math.max(1, Number(values.duration)));
const connections = Math.min(200, Math.max(1, Number(values.connections)));
const rounds = Math.min(9, Math.max(1, Number(values.rounds)));
const threads = Math.min(8, Math.max(1, Number(values.threads)));

const work = mkdtempSync(path.join(tmpdir(), "bench-api-"));
const children: ChildProcess[] = [];
function cleanUp(): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("exit", cleanUp);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });
}

async function startSite(): Promise<{ url: string; child: ChildProcess }> {
  const site = await startBuiltSite(path.join(work, "data"));
  children.push(site.child);
  return site;
}

async function startNginx(files: Record<string, Buffer>, types: Record<string, string>) {
  const port = await freePort();
  const prefix = path.join(work, "nginx");
  const docs = path.join(prefix, "html");
  mkdirSync(docs, { recursive: true });
  // Run as root, nginx's workers drop to an unprivileged user, who must be able to read the files.
  chmodSync(work, 0o755);
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(docs, name), body);
  const locations = Object.entries(files)
    .map(([name]) => {
      const location = name === "index.html" ? "/" : `/${name}`;
      return `    location = ${location} { default_type ${types[name]}; try_files /${name} =404; }`;
    })
    .join("\n");
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  writeFileSync(
    path.join(prefix, "nginx.conf"),
    `worker_processes 1;
pid ${path.join(prefix, "nginx.pid")};
error_log ${path.join(prefix, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp("client_body")} ${temp("proxy")} ${temp("fastcgi")} ${temp("uwsgi")} ${temp("scgi")}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${docs};
${locations}
  }
}
`,
  );
  const nginxBin = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => existsSync(p)) ?? "nginx";
  const child = spawn(
    nginxBin,
    [
      "-p",
      prefix,
      "-c",
      path.join(prefix, "nginx.conf"),
      "-e",
      path.join(prefix, "error.log"),
      "-g",
      "daemon off;",
    ],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child, "nginx");
  return { url, child };
}

function wrk(url: string): number {
  const out = execFileSync(
    "wrk",
    [`-t${threads}`, `-c${connections}`, `-d${durationS}s`, "--timeout", "5s", url],
    { encoding: "utf8", timeout: (durationS + 20) * 1000 },
  );
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1];
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1];
  if (!rps) throw new Error(`wrk said:\n${out}`);
  if (errors) throw new Error(`${url}: ${errors} error answers`);
  return Number(rps);
}

const site = await startSite();
const fetchBody = async (p: string) => Buffer.from(await (await fetch(`${site.url}${p}`)).arrayBuffer());
// Warm: the first answers fill the public cache, and every public page's renderer has run.
for (let i = 0; i < 3; i++) {
  for (const page of ["/api/menu", "/", "/order", "/offers"]) await fetchBody(page);
}
const menu = await fetchBody("/api/menu");
const rssBeforeMb = treeRssKb(site.child.pid as number) / 1024;
const home = await fetchBody("/");
const nginx = await startNginx(
  { menu: menu, "index.html": home },
  { menu: "application/json", "index.html": "text/html" },
);
const nginxMenu = await (await fetch(`${nginx.url}/menu`)).arrayBuffer();
if (!Buffer.from(nginxMenu).equals(menu)) throw new Error("nginx does not serve the same bytes");

const cases = [
  {
    name: "GET /api/menu",
    site: `${site.url}/api/menu`,
    nginx: `${nginx.url}/menu`,
    bytes: menu.length,
    target: 0.5,
  },
  { name: "GET /", site: `${site.url}/`, nginx: `${nginx.url}/`, bytes: home.length, target: 0.25 },
];
const results = cases.map(() => ({ site: [] as number[], nginx: [] as number[] }));
for (let round = 1; round <= rounds; round++) {
  for (const [i, c] of cases.entries()) {
    const r = results[i] as { site: number[]; nginx: number[] };
    r.site.push(wrk(c.site));
    r.nginx.push(wrk(c.nginx));
    console.error(
      `round ${round}/${rounds} ${c.name}: site ${r.site.at(-1)?.toFixed(0)}/s, nginx ${r.nginx.at(-1)?.toFixed(0)}/s`,
    );
  }
}
const rssMb = treeRssKb(site.child.pid as number) / 1024;
cleanUp();
rmSync(work, { recursive: true, force: true });

console.log(
  `\nwrk -t${threads} -c${connections} -d${durationS}s, ${rounds} rounds, medians (nginx ${execFileSync("sh", ["-c", "nginx -v 2>&1 || /usr/sbin/nginx -v 2>&1"], { encoding: "utf8" }).trim().replace("nginx version: ", "")}, 1 worker, access log off)`,
);
console.log("request          bytes     site req/s   nginx req/s   ratio   target");
for (const [i, c] of cases.entries()) {
  const r = results[i] as { site: number[]; nginx: number[] };
  const ratio = median(r.site) / median(r.nginx);
  console.log(
    `${c.name.padEnd(15)} ${String(c.bytes).padStart(6)} ${median(r.site).toFixed(0).padStart(14)} ${median(r.nginx).toFixed(0).padStart(13)} ${ratio.toFixed(3).padStart(7)}x  >=${c.target}x ${ratio >= c.target ? "met" : "NOT met"}`,
  );
}
console.log(
  `npm start process tree resident memory: ${rssBeforeMb.toFixed(0)} MB warm, ${rssMb.toFixed(0)} MB after the load (target 400 MB)`,
);
