import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { untilLondonMidnight } from "@shared/opening-hours/london-time";
import type { CacheTag } from "../lib/cache-tags";
import { dependOn } from "../lib/public-cache";
import type { WebDev } from "./web-app-dev";

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and
 * every non-API path answered with the app's page so the client router (and its not-found page)
 * decides. Public pages come rendered by the server with their data (decision 0018); staff pages
 * are the bare shell the browser draws. Scripts and styles go out as the .br or .gz file written
 * beside them at build time (scripts/precompress-web.mjs), per Accept-Encoding; pages are
 * compressed per answer, or once when kept in the public cache.
 */
export type IndexTransform = (
  html: string,
  request: FastifyRequest,
) => Promise<{ html: string; statusCode: number }>;

/** What the server build of the web app (src/web/entry-server.tsx) offers. */
export interface PageRenderer {
  renderPage(
    url: URL,
    load: (path: string) => Promise<unknown>,
  ): Promise<{ html: string; dataScript: string; reads: string[] }>;
  isClientOnlyPath(pathname: string): boolean;
}

/** The pages most visits start on, kept rendered in memory (lib/public-cache.ts). */
const CACHED_PAGES = ["/", "/order", "/offers"];
/**
 * What a kept page states beyond the answers drawn into it (whose facts it inherits as it is
 * rendered): the head's hours, preparation time and, on the home page, the rating (JSON-LD).
 */
const PAGE_HEAD_FACTS: readonly CacheTag[] = ["hours", "settings", "reviews", "restaurant"];

/** `npm run build` writes the renderer beside the browser's build: dist/ssr next to dist/web. */
export async function loadBuiltPageRenderer(webDistDir: string): Promise<PageRenderer | undefined> {
  const file = path.join(webDistDir, "..", "ssr", "entry-server.js");
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRenderer;
}

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  options: { transformIndex?: IndexTransform; renderer?: PageRenderer; dev?: WebDev } = {},
): Promise<void> {
  const { transformIndex, dev } = options;
  const renderer = dev?.renderer ?? options.renderer;
  const indexPath = path.join(webDistDir, "index.html");
  // In development (web-app-dev.ts) Vite serves the app from source, never an old build.
  const hasBuild = !dev && existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  // The stylesheet stays a link (issue 23): inlined, its 52 KB went with every page, a third of
  // the home page's weight, while the file is 9 KB compressed and cached for a year.
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : null;

  /**
   * Draws the page into the shell. The public reads it needs come from the public cache (never a
   * stale copy), through the same route a browser would use, so a page never embeds anything
   * private or costly; a kept page inherits their facts and lives no longer than they do.
   */
  const renderInto = async (html: string, request: FastifyRequest, reply: FastifyReply): Promise<string> => {
    const url = new URL(request.url, "http://localhost");
    if (!renderer || renderer.isClientOnlyPath(url.pathname)) return html;
    const tags = new Set<CacheTag>();
    let until = untilLondonMidnight(app.deps.now()).getTime();
    const loadPublicRead = async (readPath: string): Promise<unknown> => {
      const read = await app.publicCache.read(readPath);
      if (!read) return undefined;
      for (const tag of read.tags) tags.add(tag);
      until = Math.min(until, read.expiresAt);
      return read.value;
    };
    try {
      const page = await renderer.renderPage(url, loadPublicRead);
      dependOn(reply, tags, new Date(until));
      return html.replace('<div id="root"></div>', `<div id="root">${page.html}</div>${page.dataScript}`);
    } catch (error) {
      // The browser can still draw the page itself from the bare shell.
      request.log.error({ err: error }, "server rendering failed; sending the bare page");
      dependOn(reply, [], app.deps.now());
      return html;
    }
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const shell = dev ? await dev.indexHtml(request.url, reply) : indexHtml;
    if (!shell) return reply.status(404).send({ message: "The web app is not built. Run npm run build." });
    const page = transformIndex ? await transformIndex(shell, request) : { html: shell, statusCode: 200 };
    const html = await renderInto(page.html, request, reply);
    return reply
      .status(page.statusCode)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(html);
  };

  // The static plugin would answer the bare folder "/" with 403; the app's home page lives there.
  // A page's head states the hours from today on (JSON-LD), so it is kept until London midnight at
  // the latest, and no longer than any answer drawn into it (renderInto). No query parameter
  // changes these pages: `/?anything` is answered with the kept `/`. In development a page is
  // drawn afresh each time (an edited component shows on reload, with its own script hashes).
  for (const page of CACHED_PAGES) {
    app.get(
      page,
      dev ? {} : { config: { publicCache: { tags: PAGE_HEAD_FACTS, expiresAt: untilLondonMidnight } } },
      (request, reply) => sendIndex(request, reply),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    return sendIndex(request, reply);
  });
}
