import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and
 * every non-API path answered with index.html so the client router (and its not-found page) decides.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, "index.html");
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      index: false,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  const indexHtml = hasBuild ? readFileSync(indexPath, "utf8") : null;

  const sendIndex = (reply: FastifyReply) =>
    indexHtml
      ? reply.header("cache-control", "no-cache").type("text/html; charset=utf-8").send(indexHtml)
      : reply.status(404).send({ message: "The web app is not built. Run npm run build." });

  // The static plugin would answer the bare folder "/" with 403; the app's home page lives there.
  app.get("/", (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname === "/api" || pathname.startsWith("/api/") || !["GET", "HEAD"].includes(request.method)) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    return sendIndex(reply);
  });
}
