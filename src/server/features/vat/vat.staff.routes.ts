import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "@shared/text.schema";
import type { Db } from "../../db/client";
import { sendVatDocument } from "../../lib/vat-document-pdf";
import { buildVatReceipt } from "./vat-receipt";

/** The receipt's PDF as the answer, shown in the browser (staff) or saved (the diner). */
export async function sendVatReceipt(db: Db, orderId: number, reply: FastifyReply) {
  return sendVatDocument(reply, await buildVatReceipt(db, orderId));
}

/** A VAT receipt any staff member can hand a diner who asks (mounted at /api/admin/vat). */
export const vatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/receipts/:id", { schema: { params: IdParamsSchema } }, async (request, reply) =>
    sendVatReceipt(app.deps.db, request.params.id, reply),
  );
};
