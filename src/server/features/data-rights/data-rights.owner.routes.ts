import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DataDeletionRequestSchema,
  DataDeletionResultSchema,
  DataRequestSchema,
  NOTHING_HELD_MESSAGE,
} from "@shared/data-rights/data-rights.schema";
import { HttpError } from "../../lib/http-error";
import { alsoInvalidate } from "../../lib/public-cache";
import { auditActor, writeAudit } from "../audit-log/audit-writer.service";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { deleteDinerData, exportDinerData, exportFileName } from "./data-rights.service";

/**
 * An owner answers a diner's request by email (owner scope, mounted at /api/admin/data-rights):
 * both are POSTs so the email stays out of URLs and logs, and both are audited.
 */
export const dataRightsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/export",
    { schema: { body: DataRequestSchema, response: { 200: z.record(z.string(), z.unknown()) } } },
    async (request, reply) => {
      const actor = auditActor(request);
      const now = app.deps.now();
      const data = await exportDinerData(app.deps.db, { email: request.body.email }, now);
      if (!data) throw new HttpError(404, NOTHING_HELD_MESSAGE);
      await app.deps.db.transaction((tx) =>
        writeAudit(tx, { actor, kind: "customer.data-exported", subject: request.body.email.toLowerCase() }),
      );
      reply.header("cache-control", "no-store");
      reply.header(
        "content-disposition",
        `attachment; filename="${exportFileName(now, (await loadConfirmedDetails(app.deps.db))?.name ?? null)}"`,
      );
      return data;
    },
  );

  app.post(
    "/delete",
    { schema: { body: DataDeletionRequestSchema, response: { 200: DataDeletionResultSchema } } },
    async (request) => {
      const actor = auditActor(request);
      const email = request.body.email.toLowerCase();
      const outcome = await app.deps.db.transaction(async (tx) => {
        const result = await deleteDinerData(tx, { email }, app.deps.now());
        if (!result.accountDeleted && result.ordersAnonymised === 0 && result.bookingsAnonymised === 0) {
          throw new HttpError(404, NOTHING_HELD_MESSAGE);
        }
        await writeAudit(tx, {
          actor,
          kind: "customer.data-deleted",
          subject: email,
          after: {
            accountDeleted: result.accountDeleted,
            ordersAnonymised: result.ordersAnonymised,
            bookingsAnonymised: result.bookingsAnonymised,
          },
        });
        return result;
      });
      if (outcome.publishedReviewDeleted) alsoInvalidate(request, ["reviews"]);
      return {
        message: `The data held about ${email} has been deleted.`,
        accountDeleted: outcome.accountDeleted,
        ordersAnonymised: outcome.ordersAnonymised,
        bookingsAnonymised: outcome.bookingsAnonymised,
        reviewsDeleted: outcome.reviewsDeleted,
      };
    },
  );
};
