import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { SavedDeliveryAddressSchema } from "@shared/delivery/delivery-order.schema";
import { customers } from "../../db/schema";
import { getSignedInCustomer } from "../../plugins/auth";

/**
 * The signed-in diner's address from their last delivery (customer scope, mounted at
 * /api/customer): the checkout fills it in so a member does not type it again (issue 35 item 2).
 * Read from the server rather than kept in the browser's session copy, which is local storage.
 */
export const deliveryCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/delivery-address",
    { schema: { response: { 200: SavedDeliveryAddressSchema } } },
    async (request) => {
      const [row] = await app.deps.db
        .select({ address: customers.address, postcode: customers.postcode })
        .from(customers)
        .where(eq(customers.id, getSignedInCustomer(request).id));
      return { address: row?.address || null, postcode: row?.postcode || null };
    },
  );
};
