/**
 * The site against Node's own ceiling and nginx, in one run, on loopback: the built server
 * (production mode, a fresh embedded database), a bare `node:http` server writing the very bytes
 * the site answered from memory (the same body and content type, nothing else: Node's floor for
 * one answer), and nginx (Debian's package, one worker, as a foreground child with a throwaway
 * config) serving them as files. `wrk` drives each in turn, interleaved, round after round:
 *
 *   - warm GET /api/menu   (target: at least 0.5x bare Node)
 *   - warm GET /           (target: at least 0.5x bare Node)
 *
 * Each round's figures are printed with the load average at its start (the machine may be shared:
 * a ratio within one round is the fair figure, not the requests a second).
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
import os, { loadavg, tmpdir } from "node:os";
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

/** A bare node:http server in its own process: the bytes from memory, one write per answer. */
async function startBareNode(files: Record<string, { body: Buffer; type: string }>) {
  const port = await freePort();
  const dir = path.join(work, "bare");
  mkdirSync(dir, { recursive: true });
  const routes: Record<string, { file: string; type: string }> = {};
  for (const [url, f] of Object.entries(files)) {
    const file = path.join(dir, String(Object.keys(routes).length));
    writeFileSync(file, f.body);
    routes[url] = { file, type: f.type };
  }
  const source = `
const http = require("node:http");
const fs = require("node:fs");
const routes = ${JSON.stringify(routes)};
const answers = {};
for (const [url, r] of Object.entries(routes)) {
  const body = fs.readFileSync(r.file);
  answers[url] = { body, headers: { "content-type": r.type, "content-length": body.length } };
}
http.createServer((req, res) => {
  const a = answers[req.url];
  if (!a) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, a.headers);
  res.end(a.body);
}).listen(${port}, "127.0.0.1");
`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, child, "bare node:http");
  return { url, child };
}

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
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
const bare = await startBareNode({
  "/api/menu": { body: menu, type: "application/json; charset=utf-8" },
  "/": { body: home, type: "text/html; charset=utf-8" },
});
const bareMenu = await (await fetch(`${bare.url}/api/menu`)).arrayBuffer();
if (!Buffer.from(bareMenu).equals(menu)) throw new Error("bare node:http does not serve the same bytes");

const cases = [
  {
    name: "GET /api/menu",
    site: `${site.url}/api/menu`,
    node: `${bare.url}/api/menu`,
    nginx: `${nginx.url}/menu`,
    bytes: menu.length,
    target: 0.5,
  },
  {
    name: "GET /",
    site: `${site.url}/`,
    node: `${bare.url}/`,
    nginx: `${nginx.url}/`,
    bytes: home.length,
    target: 0.5,
  },
];
type Figures = { site: number[]; node: number[]; nginx: number[]; ratio: number[] };
const results: Figures[] = cases.map(() => ({ site: [], node: [], nginx: [], ratio: [] }));
for (let round = 1; round <= rounds; round++) {
  for (const [i, c] of cases.entries()) {
    const r = results[i] as Figures;
    const loadAtStart = load();
    r.site.push(wrk(c.site));
    r.node.push(wrk(c.node));
    r.nginx.push(wrk(c.nginx));
    const [s, n, x] = [r.site.at(-1) ?? 0, r.node.at(-1) ?? 0, r.nginx.at(-1) ?? 0];
    r.ratio.push(s / n);
    console.log(
      `round ${round}/${rounds} ${c.name.padEnd(14)} site ${s.toFixed(0).padStart(6)}/s  node ${n.toFixed(0).padStart(6)}/s  nginx ${x.toFixed(0).padStart(6)}/s  site/node ${(s / n).toFixed(3)}x  site/nginx ${(s / x).toFixed(3)}x  node/nginx ${(n / x).toFixed(3)}x  load ${loadAtStart}`,
    );
  }
}
const rssMb = treeRssKb(site.child.pid as number) / 1024;
cleanUp();
rmSync(work, { recursive: true, force: true });

console.log(
  `\nwrk -t${threads} -c${connections} -d${durationS}s, ${rounds} rounds, medians (nginx ${execFileSync("sh", ["-c", "nginx -v 2>&1 || /usr/sbin/nginx -v 2>&1"], { encoding: "utf8" }).trim().replace("nginx version: ", "")}, 1 worker, access log off)`,
);
console.log(
  "request          bytes   site req/s   node req/s  nginx req/s   site/node (median of rounds)  site/nginx  target",
);
for (const [i, c] of cases.entries()) {
  const r = results[i] as Figures;
  const ratio = median(r.ratio);
  console.log(
    `${c.name.padEnd(15)} ${String(c.bytes).padStart(6)} ${median(r.site).toFixed(0).padStart(12)} ${median(r.node).toFixed(0).padStart(12)} ${median(r.nginx).toFixed(0).padStart(12)} ${ratio.toFixed(3).padStart(11)}x${" ".repeat(19)}${(median(r.site) / median(r.nginx)).toFixed(3).padStart(9)}x  site >= ${c.target}x bare Node: ${ratio >= c.target ? "met" : "NOT met"}`,
  );
}
console.log(`load average at the end: ${load()} (${os.cpus().length} cores)`);
console.log(
  `npm start process tree resident memory: ${rssBeforeMb.toFixed(0)} MB warm, ${rssMb.toFixed(0)} MB after the load (target 400 MB)`,
);
