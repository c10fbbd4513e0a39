import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HttpError } from "../../lib/http-error";
import { sendStoredFile } from "../../lib/send-stored-file";
import { ImageParamsSchema } from "./images.public.routes";
import { findImageFile } from "./images.service";

/**
 * Receipt photos (mounted at /api/admin/receipt-images inside the owner-only scope: 401 signed out,
 * 403 for staff): private, so never kept by a browser or a proxy.
 */
export const receiptImagesOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/:groupId/:file", { schema: { params: ImageParamsSchema } }, async (request, reply) => {
    const width = Number(request.params.file.slice(0, -5));
    const file = await findImageFile(app.deps.db, request.params.groupId, width, true);
    if (!file) throw new HttpError(404, "Image not found");
    return sendStoredFile(request, reply, app.deps.files, file, { cacheControl: "no-store" });
  });
};
