import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  NoShowPreviewSchema,
  NoShowRequestSchema,
  NoShowResultSchema,
} from "@shared/payments/no-show.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { getCaller } from "../../plugins/auth";
import { auditActor } from "../audit-log/audit-writer.service";
import { cancelNoShow, previewNoShow } from "./no-show.service";

/**
 * Staff clear a no-show from the board (mounted at /api/admin/orders, staff scope): what it would
 * do, then do it. The refund is made at once within the owner's staff limit, else it waits.
 */
export const noShowStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/:id/no-show",
    { schema: { params: IdParamsSchema, response: { 200: NoShowPreviewSchema } } },
    async (request) => previewNoShow(app.deps.db, request.params.id, getCaller(request).role),
  );

  app.post(
    "/:id/no-show",
    {
      // Cancelling frees the order's collection slot (as the status route says).
      config: { invalidates: ["slots"] },
      schema: { params: IdParamsSchema, body: NoShowRequestSchema, response: { 200: NoShowResultSchema } },
    },
    async (request) =>
      cancelNoShow(
        app.deps,
        request.params.id,
        request.body.refundPence,
        auditActor(request),
        getCaller(request).role,
      ),
  );
};
