import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import {
  BrandInputSchema,
  BrandSchema,
  GalleryOrderSchema,
  GalleryPhotoInputSchema,
  GalleryPhotoPatchSchema,
  GalleryPhotoSchema,
  SiteWordsSchema,
} from "@shared/site-content/site-content.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  addGalleryPhoto,
  removeGalleryPhoto,
  reorderGallery,
  saveBrand,
  saveSiteWords,
  updateGalleryPhoto,
} from "./site-content.service";

/**
 * The owner's Site content tab (mounted at /api/admin/site-content in the owner scope). Photos are
 * uploaded through the menu's image pipeline (POST /api/admin/menu/upload-image) and then saved here.
 */
export const siteContentOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/words",
    {
      config: { invalidates: ["site-content"] },
      schema: { body: SiteWordsSchema, response: { 200: SiteWordsSchema } },
    },
    async (request) => saveSiteWords(app.deps.db, request.body, auditActor(request)),
  );

  // The logo and colour are on every page, in the menu PDF and in the tab's icon.
  app.put(
    "/brand",
    {
      config: { invalidates: ["site-content", "menu-pdf"] },
      schema: { body: BrandInputSchema, response: { 200: BrandSchema } },
    },
    async (request) => saveBrand(app.deps.db, request.body, auditActor(request)),
  );

  app.post(
    "/gallery",
    {
      config: { invalidates: ["site-content"] },
      schema: { body: GalleryPhotoInputSchema, response: { 201: GalleryPhotoSchema } },
    },
    async (request, reply) => {
      reply.status(201);
      return addGalleryPhoto(app.deps.db, request.body, auditActor(request));
    },
  );

  app.put(
    "/gallery/order",
    {
      config: { invalidates: ["site-content"] },
      schema: { body: GalleryOrderSchema, response: { 200: z.array(GalleryPhotoSchema) } },
    },
    async (request) => reorderGallery(app.deps.db, request.body.ids, auditActor(request)),
  );

  app.put(
    "/gallery/:id",
    {
      config: { invalidates: ["site-content"] },
      schema: {
        params: IdParamsSchema,
        body: GalleryPhotoPatchSchema,
        response: { 200: GalleryPhotoSchema },
      },
    },
    async (request) =>
      updateGalleryPhoto(app.deps.db, request.params.id, request.body.alt, auditActor(request)),
  );

  app.delete(
    "/gallery/:id",
    {
      config: { invalidates: ["site-content"] },
      schema: { params: IdParamsSchema, response: { 200: SuccessSchema } },
    },
    async (request) => {
      await removeGalleryPhoto(app.deps.db, request.params.id, auditActor(request));
      return { success: true as const, message: "Photo removed" };
    },
  );
};
