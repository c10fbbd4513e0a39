import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CustomerNewsletterSchema,
  CustomerNewsletterUpdateSchema,
} from "@shared/newsletter/newsletter.schema";
import { customers } from "../../db/schema";
import { HttpError } from "../../lib/http-error";
import { getSignedInCustomer } from "../../plugins/auth";
import { customerNewsletter, setCustomerNewsletter } from "./newsletter.service";

/** A signed-in customer's newsletter choice, mounted at /api/customer inside the customer scope. */
export const newsletterCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  async function customerOf(id: number) {
    const [row] = await app.deps.db
      .select({ email: customers.email, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, id));
    if (!row) throw new HttpError(401, "Please sign in");
    return row;
  }

  app.get("/newsletter", { schema: { response: { 200: CustomerNewsletterSchema } } }, async (request) => {
    const customer = await customerOf(getSignedInCustomer(request).id);
    return customerNewsletter(app.deps.db, customer.email);
  });

  // Subscribing sends a confirmation email, as for anyone; unsubscribing takes effect at once.
  app.put(
    "/newsletter",
    {
      config: { rateLimit: { max: 10, timeWindow: "15 minutes" } },
      schema: { body: CustomerNewsletterUpdateSchema, response: { 200: CustomerNewsletterSchema } },
    },
    async (request) => {
      const customer = await customerOf(getSignedInCustomer(request).id);
      return setCustomerNewsletter(app.deps, customer, request.body.subscribed);
    },
  );
};
