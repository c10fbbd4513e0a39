import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DeclineRefundSchema,
  PendingRefundListSchema,
  PendingRefundSchema,
} from "@shared/payments/no-show.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  declineRefundRequest,
  getRefundRequest,
  listRefundRequests,
  makeRequestedRefund,
} from "./refund-requests.service";

/** "Refunds to approve" (mounted at /api/admin/refund-requests, owners only). */
export const refundRequestsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: PendingRefundListSchema } } }, async () =>
    listRefundRequests(app.deps.db),
  );

  // The approval makes the real refund (the provider, the diner's email, the takings).
  app.post(
    "/:id/approve",
    { schema: { params: IdParamsSchema, response: { 200: PendingRefundSchema } } },
    async (request) => {
      await makeRequestedRefund(app.deps, request.params.id, auditActor(request), true);
      return getRefundRequest(app.deps.db, request.params.id);
    },
  );

  app.post(
    "/:id/decline",
    { schema: { params: IdParamsSchema, body: DeclineRefundSchema, response: { 200: PendingRefundSchema } } },
    async (request) =>
      declineRefundRequest(app.deps, request.params.id, request.body.note, auditActor(request)),
  );
};
