/**
 * `npm start`: build when the sources are newer than the last build, then run the built server
 * (which migrates and seeds the database on start) in this same process.
 *
 * Plain JavaScript run by `node`, not tsx: tsx runs the code in a child process and npm's shell
 * would not pass SIGTERM on to it, so the server kept serving (and kept the embedded database's
 * lock) after `kill`. Here npm signals this process, which is the server, and it drains and exits.
 */
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtServer = path.join(root, "dist/server/server.js");
const builtWeb = path.join(root, "dist/web/index.html");

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function needsBuild() {
  if (!existsSync(builtServer) || !existsSync(builtWeb)) return true;
  const builtAt = Math.min(statSync(builtServer).mtimeMs, statSync(builtWeb).mtimeMs);
  const inputs = ["src", "public", "package-lock.json", "vite.config.ts", "vite.server.config.ts"].map((p) =>
    path.join(root, p),
  );
  return inputs.some((p) => existsSync(p) && newestMtime(p) > builtAt);
}

if (needsBuild()) {
  console.log("Building the site (first start or sources changed)...");
  // The build is production's whatever this server's NODE_ENV (development in demo mode): Vite
  // compiles JSX for React's development runtime under NODE_ENV=development, which the server's
  // renderer, bundled with React's production build (vite.config.ts), does not have.
  execSync("npm run build", { cwd: root, stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
await import(builtServer);
