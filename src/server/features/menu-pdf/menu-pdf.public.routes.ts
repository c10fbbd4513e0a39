import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildContentDisposition } from "../../lib/file-names";
import { sendStoredFile } from "../../lib/send-stored-file";
import { getGeneratedMenuPdf, getUploadedMenuPdf } from "./menu-pdf.service";

const DEFAULT_MENU_FILE_NAME = "menu.pdf";

/**
 * Mounted at /api/menu/download: the uploaded menu PDF, streamed from the file store and answered
 * from its metadata when the client's copy is current; else the PDF made from the menu.
 */
export const menuPdfDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", async (request, reply) => {
    const uploaded = await getUploadedMenuPdf(app.deps.db);
    if (uploaded) {
      return sendStoredFile(request, reply, app.deps.files, uploaded.file, {
        cacheControl: "no-cache",
        contentDisposition: buildContentDisposition("inline", uploaded.fileName, DEFAULT_MENU_FILE_NAME),
      });
    }
    const file = await getGeneratedMenuPdf(app.deps.db, app.deps.now(), app.deps.files);
    reply.header("etag", file.etag).header("cache-control", "no-cache");
    if (request.headers["if-none-match"] === file.etag) return reply.status(304).send();
    return reply
      .type("application/pdf")
      .header("content-disposition", buildContentDisposition("inline", file.fileName, DEFAULT_MENU_FILE_NAME))
      .send(file.data);
  });
};
