import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ExtendGiftVoucherRequestSchema,
  GiftVoucherListSchema,
  GiftVoucherSearchSchema,
  GiftVoucherSettingsSchema,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { loadGiftVoucherSettings, saveGiftVoucherSettings } from "./gift-vouchers.service";
import { cancelGiftVoucher, extendGiftVoucher, listGiftVouchers } from "./gift-vouchers-owner.service";

/** Mounted at /api/admin/gift-vouchers (owners): the tab's list and totals, cancel, extend, settings. */
export const giftVouchersOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    { schema: { querystring: GiftVoucherSearchSchema, response: { 200: GiftVoucherListSchema } } },
    (request) => listGiftVouchers(app.deps.db, app.deps.now(), request.query.q),
  );

  app.post(
    "/:id/cancel",
    { schema: { params: IdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await cancelGiftVoucher(app.deps.db, request.params.id, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    "/:id/expiry",
    { schema: { params: IdParamsSchema, body: ExtendGiftVoucherRequestSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await extendGiftVoucher(app.deps.db, request.params.id, request.body.expiresOn, auditActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get("/settings", { schema: { response: { 200: GiftVoucherSettingsSchema } } }, () =>
    loadGiftVoucherSettings(app.deps.db),
  );

  app.put(
    "/settings",
    { schema: { body: GiftVoucherSettingsSchema, response: { 200: GiftVoucherSettingsSchema } } },
    async (request) => {
      const actor = auditActor(request);
      return app.deps.db.transaction(async (tx) => {
        const saved = await saveGiftVoucherSettings(tx, request.body, actor.at);
        await writeAudit(tx, { actor, kind: "gift-voucher.settings", after: saved });
        return saved;
      });
    },
  );
};
