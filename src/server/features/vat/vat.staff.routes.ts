import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { IdParamsSchema } from "@shared/text.schema";
import { buildVatReceipt, renderVatReceiptPdf } from "./vat-receipt";

/** A VAT receipt any staff member can hand a diner who asks (mounted at /api/admin/vat). */
export const vatStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/receipts/:id", { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const receipt = await buildVatReceipt(app.deps.db, request.params.id);
    const pdf = await renderVatReceiptPdf(receipt);
    reply.type("application/pdf");
    reply.header("Content-Disposition", `inline; filename="${receipt.fileName}"`);
    reply.header("Cache-Control", "no-store");
    return reply.send(pdf);
  });
};
