import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DateOfBirthUpdateSchema } from "@shared/accounts/auth.schema";
import { IdParamsSchema, singleLineText } from "@shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { auditActor } from "../audit-log/audit-writer.service";
import { correctCustomerDateOfBirth, findCustomersForStaff } from "./accounts.queries";

const CustomerLookupSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: z.string().nullable(),
});

/**
 * Owners correct what a customer may set only once (mounted at /api/admin/customers, owner scope,
 * so every change leaves an audit row with the date before and after).
 */
export const customersOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        querystring: z.object({ email: singleLineText().min(3).max(255) }),
        response: { 200: z.array(CustomerLookupSchema) },
      },
    },
    async (request) => findCustomersForStaff(app.deps.db, { email: request.query.email }),
  );

  app.put(
    "/:id/date-of-birth",
    {
      schema: {
        params: IdParamsSchema,
        body: DateOfBirthUpdateSchema,
        response: { 200: CustomerLookupSchema },
      },
    },
    async (request) => {
      await correctCustomerDateOfBirth(
        app.deps.db,
        request.params.id,
        request.body.dateOfBirth,
        auditActor(request),
      );
      const [row] = await findCustomersForStaff(app.deps.db, { id: request.params.id });
      if (!row) throw new HttpError(404, "Customer not found");
      return row;
    },
  );
};
