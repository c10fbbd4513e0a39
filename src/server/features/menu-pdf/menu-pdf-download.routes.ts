import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { buildContentDisposition } from "../../lib/file-names";
import { getMenuPdf } from "./menu-pdf.service";

const DEFAULT_MENU_FILE_NAME = "menu.pdf";

/** Mounted at /api/menu/download: the menu PDF. */
export const menuPdfDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { response: { 200: z.instanceof(Buffer).describe("application/pdf"), 304: z.undefined() } } },
    async (request, reply) => {
      const file = await getMenuPdf(app.deps.db, app.deps.now());
      reply.header("etag", file.etag).header("cache-control", "no-cache");
      if (request.headers["if-none-match"] === file.etag) return reply.status(304).send(undefined);
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          buildContentDisposition("inline", file.fileName, DEFAULT_MENU_FILE_NAME),
        )
        .send(file.data);
    },
  );
};
