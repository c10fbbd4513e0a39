import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CateringDecisionSchema,
  CateringItemInputSchema,
  CateringItemSchema,
  CateringListQuerySchema,
  CateringOrderListSchema,
  CateringOrderSchema,
  CateringSettingsSchema,
} from "@shared/catering/catering.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { sendVatDocument } from "../../lib/vat-document-pdf";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { loadCateringMenu, loadCateringSettings, saveCateringSettings } from "./catering.queries";
import { decideCatering, findCateringOrder, listCateringOrders } from "./catering.service";
import { buildCateringInvoice } from "./catering-invoice";
import { archiveCateringItem, saveCateringItem } from "./catering-menu.service";

/** Mounted at /api/admin/catering (owners): the terms, the catering menu, the requests and their invoices. */
export const cateringOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/settings", { schema: { response: { 200: CateringSettingsSchema } } }, () =>
    loadCateringSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: CateringSettingsSchema, response: { 200: CateringSettingsSchema } } },
    async (request) => {
      const actor = auditActor(request);
      return app.deps.db.transaction(async (tx) => {
        const saved = await saveCateringSettings(tx, request.body, actor.at);
        await writeAudit(tx, { actor, kind: "catering.settings", after: saved });
        return saved;
      });
    },
  );

  app.get(
    "/items",
    { schema: { response: { 200: z.object({ items: z.array(CateringItemSchema) }) } } },
    async () => ({
      items: await loadCateringMenu(app.deps.db),
    }),
  );

  app.post(
    "/items",
    { schema: { body: CateringItemInputSchema, response: { 201: CateringItemSchema } } },
    async (request, reply) =>
      reply.status(201).send(await saveCateringItem(app.deps.db, null, request.body, auditActor(request))),
  );

  app.put(
    "/items/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: CateringItemInputSchema,
        response: { 200: CateringItemSchema },
      },
    },
    (request) => saveCateringItem(app.deps.db, request.params.id, request.body, auditActor(request)),
  );

  app.delete(
    "/items/:id",
    { schema: { params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await archiveCateringItem(app.deps.db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/requests",
    { schema: { querystring: CateringListQuerySchema, response: { 200: CateringOrderListSchema } } },
    (request) => listCateringOrders(app.deps.db, app.deps.now(), request.query.status),
  );

  app.post(
    "/requests/:id/decision",
    {
      schema: {
        params: IdParamsSchema,
        body: CateringDecisionSchema,
        response: { 200: CateringOrderSchema },
      },
    },
    (request) => decideCatering(app.deps, request.params.id, request.body, auditActor(request)),
  );

  app.get("/requests/:id/invoice", { schema: { params: IdParamsSchema } }, async (request, reply) =>
    sendVatDocument(
      reply,
      await buildCateringInvoice(app.deps.db, await findCateringOrder(app.deps.db, request.params.id)),
    ),
  );
};
