import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import { DishOptionsInputSchema, OptionGroupSchema } from "@shared/menu/dish-options";
import { MenuItemSchema } from "@shared/menu/menu.schema";
import {
  MAX_PDF_BYTES,
  MENU_PDF_TOO_LARGE,
  MENU_PDF_TYPE_MESSAGE,
  MenuItemInputSchema,
  MenuItemPatchSchema,
  MenuPdfUploadSchema,
  ReorderMenuSchema,
  UploadedImageSchema,
} from "@shared/menu/menu-admin.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { announceBoardEvent } from "../../lib/board-events";
import { cleanUploadFileName } from "../../lib/file-names";
import { HttpError } from "../../lib/http-error";
import { readUploadedImage } from "../../lib/read-uploaded-image";
import { isPdf } from "../../lib/uploads";
import { auditActor, auditNotNeeded } from "../audit-log/audit-writer.service";
import { storeImage } from "../images/images.service";
import { storeMenuPdf } from "../menu-pdf/menu-pdf.service";
import {
  createMenuItem,
  deleteMenuItem,
  getDishOptions,
  reorderMenuItems,
  saveDishOptions,
  updateMenuItem,
} from "./menu-admin.service";

const IdParams = IdParamsSchema;

/** Menu editing and uploads (mounted at /api/admin/menu inside the owner-only scope). */
export const menuAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: MAX_PDF_BYTES } });
  // An owner's edit can take a dish or a choice off (or add one): every open board's 86 list follows,
  // told after the answer, once the public cache has dropped the old menu (onSend).
  app.addHook("onResponse", async (request, reply) => {
    const upload = request.routeOptions.url?.includes("/upload") ?? false;
    if (request.method !== "GET" && reply.statusCode < 300 && !upload) {
      await announceBoardEvent(app.deps.database, "menu.availability");
    }
  });

  app.post(
    "/",
    { schema: { body: MenuItemInputSchema, response: { 201: MenuItemSchema } } },
    async (request, reply) => {
      reply.status(201);
      return createMenuItem(app.deps.db, request.body, auditActor(request));
    },
  );

  app.put(
    "/reorder",
    { schema: { body: ReorderMenuSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await reorderMenuItems(app.deps.db, request.body.ids, auditActor(request));
      return { success: true as const, message: "Menu order saved" };
    },
  );

  app.put(
    "/:id",
    { schema: { params: IdParams, body: MenuItemPatchSchema, response: { 200: MenuItemSchema } } },
    async (request) => updateMenuItem(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.get(
    "/:id/options",
    { schema: { params: IdParams, response: { 200: z.array(OptionGroupSchema) } } },
    async (request) => getDishOptions(app.deps.db, request.params.id, app.deps.now()),
  );

  app.put(
    "/:id/options",
    {
      schema: {
        params: IdParams,
        body: DishOptionsInputSchema,
        response: { 200: z.array(OptionGroupSchema) },
      },
    },
    async (request) => saveDishOptions(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.delete("/:id", { schema: { params: IdParams, response: { 200: SuccessSchema } } }, async (request) => {
    await deleteMenuItem(app.deps.db, request.params.id, auditActor(request));
    return { success: true as const, message: "Menu item deleted" };
  });

  app.post(
    "/upload-image",
    // A new photo shows nowhere until a dish or a chef is saved with it.
    { config: { invalidates: [] }, schema: { response: { 201: UploadedImageSchema } } },
    async (request, reply) => {
      auditNotNeeded(request, "a stored photo changes nothing until a dish or chef that uses it is saved");
      const bytes = await readUploadedImage(request, "menuImage", "file");
      reply.status(201);
      return storeImage(app.deps, bytes);
    },
  );

  // The PDF goes to the file store as it arrives (hashed on the way, checked by its first bytes),
  // then one small row is written and the PDF it replaces is deleted: an upload of any size holds
  // neither the memory nor the event loop, and other requests go on meanwhile.
  app.post(
    "/upload",
    { config: { invalidates: ["menu-pdf"] }, schema: { response: { 201: MenuPdfUploadSchema } } },
    async (request, reply) => {
      const file = await request.file({ limits: { fileSize: MAX_PDF_BYTES } });
      if (file?.fieldname !== "menuPdf") throw new HttpError(400, "Send the file in the 'menuPdf' field");
      const written = await app.deps.files.write(file.file, { maxBytes: MAX_PDF_BYTES });
      const refuse = async (status: number, message: string) => {
        if (!written.tooLarge) await app.deps.files.remove(written.id);
        return new HttpError(status, message);
      };
      if (written.tooLarge) throw await refuse(413, MENU_PDF_TOO_LARGE);
      if (written.byteSize === 0) throw await refuse(400, "The file is empty");
      if (!isPdf(written.head)) throw await refuse(415, MENU_PDF_TYPE_MESSAGE);
      const fileName = cleanUploadFileName(file.filename, "menu.pdf");
      await storeMenuPdf(app.deps, fileName, written, auditActor(request));
      reply.status(201);
      return {
        success: true as const,
        message: "Menu PDF uploaded successfully!",
        fileName,
        byteSize: written.byteSize,
      };
    },
  );
};
