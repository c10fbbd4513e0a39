import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { HttpError } from "../../lib/http-error";
import { sendStoredFile } from "../../lib/send-stored-file";
import { findImageFile } from "./images.service";

export const ImageParamsSchema = z.object({
  groupId: z.string().regex(/^[\w-]{1,36}$/),
  file: z.string().regex(/^\d{1,5}\.webp$/, "Unknown image size"),
});

/**
 * Uploaded photos (mounted at /api/images): an upload never changes, so caches may keep it a year.
 * Streamed from the file store; receipt photos are not served here (images-owner.routes.ts).
 */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/:groupId/:file", { schema: { params: ImageParamsSchema } }, async (request, reply) => {
    const width = Number(request.params.file.slice(0, -5));
    const file = await findImageFile(app.deps.db, request.params.groupId, width, false);
    if (!file) throw new HttpError(404, "Image not found");
    return sendStoredFile(request, reply, app.deps.files, file, {
      cacheControl: "public, max-age=31536000, immutable",
    });
  });
};
