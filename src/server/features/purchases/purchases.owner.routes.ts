import multipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SuccessSchema } from "@shared/admin/admin-dashboard.schema";
import { MAX_IMAGE_BYTES } from "@shared/menu/menu-admin.schema";
import {
  PurchaseInputSchema,
  PurchaseListQuerySchema,
  PurchaseSchema,
  ReceiptScanSchema,
} from "@shared/purchases/purchases.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { readUploadedImage } from "../../lib/read-uploaded-image";
import { auditActor, auditNotNeeded } from "../audit-log/audit-writer.service";
import {
  createPurchase,
  deletePurchase,
  getPurchase,
  getReceiptScan,
  listPurchases,
  queueReceiptScan,
  updatePurchase,
} from "./purchases.service";

/** The owner's purchase receipts and receipt scans (mounted at /api/admin/purchases). */
export const purchasesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { files: 1, fields: 2, fileSize: MAX_IMAGE_BYTES } });

  app.get(
    "/",
    { schema: { querystring: PurchaseListQuerySchema, response: { 200: PurchaseSchema.array() } } },
    async (request) => listPurchases(app.deps.db, request.query.from, request.query.to),
  );

  app.get(
    "/:id",
    { schema: { params: IdParamsSchema, response: { 200: PurchaseSchema } } },
    async (request) => getPurchase(app.deps.db, request.params.id),
  );

  app.post(
    "/",
    { schema: { body: PurchaseInputSchema, response: { 201: PurchaseSchema } } },
    async (request, reply) => {
      const purchase = await createPurchase(app.deps.db, request.body, auditActor(request));
      reply.status(201);
      return purchase;
    },
  );

  app.put(
    "/:id",
    { schema: { params: IdParamsSchema, body: PurchaseInputSchema, response: { 200: PurchaseSchema } } },
    async (request) => updatePurchase(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.delete(
    "/:id",
    { schema: { params: IdParamsSchema, response: { 200: SuccessSchema } } },
    async (request) => {
      await deletePurchase(app.deps.db, request.params.id, auditActor(request));
      return { success: true as const, message: "Purchase deleted" };
    },
  );

  // 202: the photo is stored and queued; the OCR worker reads it and the page polls the scan.
  app.post("/scans", { schema: { response: { 202: ReceiptScanSchema } } }, async (request, reply) => {
    auditNotNeeded(request, "a receipt photo changes nothing until the purchase read from it is saved");
    const bytes = await readUploadedImage(request, "receiptImage", "photo");
    const scan = await queueReceiptScan(app.deps, bytes, request.staffUser?.username ?? null);
    reply.status(202);
    return scan;
  });

  app.get(
    "/scans/:id",
    { schema: { params: IdParamsSchema, response: { 200: ReceiptScanSchema } } },
    async (request) => getReceiptScan(app.deps.db, request.params.id),
  );
};
