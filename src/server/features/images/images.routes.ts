import { and, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { images } from "../../db/schema";
import { HttpError } from "../../lib/http-error";

/** Uploaded photos (mounted at /api/images): an upload never changes, so caches may keep it a year. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:groupId/:file",
    {
      schema: {
        params: z.object({
          groupId: z.string().regex(/^[\w-]{1,36}$/),
          file: z.string().regex(/^\d{1,5}\.webp$/, "Unknown image size"),
        }),
        response: { 200: z.instanceof(Buffer) },
      },
    },
    async (request, reply) => {
      const width = Number(request.params.file.slice(0, -5));
      const [row] = await app.deps.db
        .select({ data: images.data, mimeType: images.mimeType })
        .from(images)
        .where(and(eq(images.groupId, request.params.groupId), eq(images.width, width)));
      if (!row) throw new HttpError(404, "Image not found");
      reply.header("Cache-Control", "public, max-age=31536000, immutable");
      reply.type(row.mimeType);
      return row.data;
    },
  );
};
