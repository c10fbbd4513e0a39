import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MAX_IMAGE_BYTES } from "@shared/menu/menu-admin.schema";
import {
  MenuImportPreviewSchema,
  MenuImportRequestSchema,
  MenuPhotosResultSchema,
} from "@shared/menu/menu-csv";
import { announceBoardEvent } from "../../lib/board-events";
import { cleanUploadFileName } from "../../lib/file-names";
import { HttpError } from "../../lib/http-error";
import { auditActor, auditNotNeeded } from "../audit-log/audit-writer.service";
import { applyMenuImport, exportMenuCsv, matchDishPhotos, previewMenuImport } from "./menu-import.service";

/** The most photos one bulk upload takes. */
const MAX_PHOTOS = 200;

/**
 * Bringing a menu in (mounted at /api/admin/menu/import in the owner scope): a CSV previewed, then
 * applied; the menu exported in the same format; many dish photos at once, matched by file name.
 */
export const menuImportOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: MAX_PHOTOS, fields: 0, fileSize: MAX_IMAGE_BYTES } });

  app.post(
    "/preview",
    {
      config: { invalidates: [] },
      bodyLimit: 2_100_000,
      schema: { body: MenuImportRequestSchema, response: { 200: MenuImportPreviewSchema } },
    },
    async (request) => {
      auditNotNeeded(request, "a preview writes nothing");
      return previewMenuImport(app.deps.db, request.body.csv);
    },
  );

  app.post(
    "/apply",
    {
      config: { invalidates: ["menu"] },
      bodyLimit: 2_100_000,
      schema: { body: MenuImportRequestSchema, response: { 200: MenuImportPreviewSchema } },
    },
    async (request) => {
      const result = await applyMenuImport(
        app.deps.db,
        request.body.csv,
        cleanUploadFileName(request.body.fileName, "menu.csv"),
        auditActor(request),
      );
      await announceBoardEvent(app.deps.database, "menu.availability");
      return result;
    },
  );

  app.get("/export.csv", async (_request, reply) => {
    const csv = await exportMenuCsv(app.deps.db);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", 'attachment; filename="menu.csv"')
      .header("cache-control", "no-store")
      .send(csv);
  });

  app.post(
    "/photos",
    { config: { invalidates: ["menu"] }, schema: { response: { 200: MenuPhotosResultSchema } } },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(400, "Send the photos as a multipart upload in the 'photos' field");
      const parts = request.files({ limits: { files: MAX_PHOTOS, fileSize: MAX_IMAGE_BYTES } });
      async function* files() {
        for await (const part of parts) {
          if (part.fieldname !== "photos") throw new HttpError(400, "Send the photos in the 'photos' field");
          // The name as the owner sees it in the summary (only its last part, one line, bounded).
          const fileName =
            (part.filename ?? "")
              .split(/[/\\]/)
              .pop()
              ?.replace(/\p{Cc}/gu, "")
              .slice(0, 200) || "photo";
          let bytes: Buffer;
          try {
            bytes = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
              throw new HttpError(413, `${fileName} is larger than 8 MB`);
            }
            throw error;
          }
          yield { fileName, bytes: async () => bytes };
        }
      }
      const result = await matchDishPhotos(app.deps, files(), auditActor(request));
      if (result.matched.length === 0) auditNotNeeded(request, "no photo matched a dish");
      return result;
    },
  );
};
