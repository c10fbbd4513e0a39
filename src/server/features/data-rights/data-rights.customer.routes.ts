import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  DataDeletionResultSchema,
  DELETE_CONFIRM_MISMATCH,
  DeleteOwnAccountSchema,
} from "@shared/data-rights/data-rights.schema";
import { customers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { alsoInvalidate } from "../../lib/public-cache";
import { CUSTOMER_COOKIE, getSignedInCustomer } from "../../plugins/auth";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";
import { deleteDinerData, exportDinerData, exportFileName } from "./data-rights.service";

/** The signed-in diner's own data (customer scope, mounted at /api/customer). */
export const dataRightsCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/data-export",
    { schema: { response: { 200: z.record(z.string(), z.unknown()) } } },
    async (request, reply) => {
      const now = app.deps.now();
      const data = await exportDinerData(app.deps.db, { id: getSignedInCustomer(request).id }, now);
      if (!data) throw new HttpError(404, "Your account was not found");
      reply.header("cache-control", "no-store");
      reply.header(
        "content-disposition",
        `attachment; filename="${exportFileName(now, (await loadConfirmedDetails(app.deps.db))?.name ?? null)}"`,
      );
      return data;
    },
  );

  // Typing the email (or the password) is the confirmation: a stray click deletes nothing.
  app.post(
    "/delete-account",
    {
      schema: { body: DeleteOwnAccountSchema, response: { 200: DataDeletionResultSchema } },
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
    },
    async (request, reply) => {
      const { id } = getSignedInCustomer(request);
      const [customer] = await app.deps.db
        .select({ email: customers.email, password: customers.password })
        .from(customers)
        .where(eq(customers.id, id));
      if (!customer) throw new HttpError(404, "Your account was not found");
      const typed = request.body.confirm.trim();
      const confirmed =
        typed.toLowerCase() === customer.email.toLowerCase() ||
        (await verify(customer.password, request.body.confirm).catch(() => false));
      if (!confirmed) throw new HttpError(400, DELETE_CONFIRM_MISMATCH);
      const outcome = await app.deps.db.transaction((tx) => deleteDinerData(tx, { id }, app.deps.now()));
      if (outcome.publishedReviewDeleted) alsoInvalidate(request, ["reviews"]);
      reply.clearCookie(CUSTOMER_COOKIE, { path: "/" });
      return {
        message:
          "Your account has been deleted. Your orders stay in our accounts without your name or contact details.",
        accountDeleted: outcome.accountDeleted,
        ordersAnonymised: outcome.ordersAnonymised,
        bookingsAnonymised: outcome.bookingsAnonymised,
        reviewsDeleted: outcome.reviewsDeleted,
      };
    },
  );
};
