import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { untilLondonMidnight } from "../lib/public-cache";

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and
 * every non-API path answered with index.html so the client router (and its not-found page) decides.
 * Scripts and styles go out as the .br or .gz file written beside them at build time
 * (scripts/precompress-web.mjs), per Accept-Encoding; index.html is compressed per answer.
 */
export type IndexTransform = (
  html: string,
  request: FastifyRequest,
) => Promise<{ html: string; statusCode: number }>;

export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  transformIndex?: IndexTransform,
): Promise<void> {
  const indexPath = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexPath);
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
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : null;

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!indexHtml)
      return reply.status(404).send({ message: "The web app is not built. Run npm run build." });
    const page = transformIndex
      ? await transformIndex(indexHtml, request)
      : { html: indexHtml, statusCode: 200 };
    return reply
      .status(page.statusCode)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(page.html);
  };

  // The static plugin would answer the bare folder "/" with 403; the app's home page lives there.
  // Its head states the hours from today on (JSON-LD), so it is kept until London midnight.
  app.get("/", { config: { publicCache: { expiresAt: untilLondonMidnight } } }, (request, reply) =>
    sendIndex(request, reply),
  );

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    return sendIndex(request, reply);
  });
}
