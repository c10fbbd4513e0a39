/**
 * `npm run dev` (WEB_DEV=true): the web app from source, through Vite running inside this server
 * (middleware mode), so public pages are rendered on the server exactly as in production (the same
 * web-app plugin, public reads and page data, with entry-server.tsx loaded by Vite's
 * ssrLoadModule) and a hydration mismatch shows in development. Vite serves the modules, styles,
 * public files and hot reload (over this server's own port); Fastify answers the API and the pages.
 * Vite is a development dependency: this file is loaded only when WEB_DEV is set.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply } from "fastify";
import { APP_ROOT } from "../lib/app-root";
import type { PageRenderer } from "./web-app";

export interface WebDev {
  /** entry-server.tsx as it is now on disk (Vite reloads it after an edit). */
  renderer: PageRenderer;
  /** src/web/index.html with Vite's client and React's hot-reload preamble, allowed by the page's CSP. */
  indexHtml(url: string, reply: FastifyReply): Promise<string>;
}

const ENTRY = "/entry-server.tsx";

export async function startWebDev(app: FastifyInstance): Promise<WebDev> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(APP_ROOT, "vite.config.ts"),
    appType: "custom",
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook("onClose", () => vite.close());
  // Before any route: what Vite serves never reaches Fastify (it answers, and `done` is not called).
  app.addHook("onRequest", (request, reply, done) => {
    if (request.url === "/api" || request.url.startsWith("/api/")) return done();
    vite.middlewares(request.raw, reply.raw, done);
  });

  const load = async () => (await vite.ssrLoadModule(ENTRY)) as PageRenderer;
  let isClientOnlyPath = (await load()).isClientOnlyPath;
  return {
    renderer: {
      async renderPage(url, loadRead) {
        const renderer = await load();
        isClientOnlyPath = renderer.isClientOnlyPath;
        return renderer.renderPage(url, loadRead);
      },
      isClientOnlyPath: (pathname) => isClientOnlyPath(pathname),
    },
    async indexHtml(url, reply) {
      const source = await readFile(path.join(APP_ROOT, "src/web/index.html"), "utf8");
      // The stylesheet as a link (Vite answers it as CSS), so the server's HTML is drawn styled, as
      // the build's inlined styles draw it, before main.tsx loads.
      const html = (await vite.transformIndexHtml(url, source)).replace(
        "</head>",
        '<link rel="stylesheet" href="/styles.css"></head>',
      );
      allowInlineScripts(html, reply);
      return html;
    },
  };
}

/**
 * Vite adds inline module scripts (React's hot-reload preamble); the CSP allows no inline script,
 * so this page's policy names each one by its hash rather than allowing them all.
 */
function allowInlineScripts(html: string, reply: FastifyReply): void {
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  const hashes = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([tag, body]) => body?.trim() && !/\ssrc=/.test(tag.slice(0, tag.indexOf(">"))))
    .map(
      ([, body]) =>
        `'sha256-${createHash("sha256")
          .update(body ?? "")
          .digest("base64")}'`,
    );
  if (hashes.length === 0) return;
  reply.header(
    "content-security-policy",
    policy.replace(/script-src ([^;]*)/, `script-src $1 ${hashes.join(" ")}`),
  );
}
