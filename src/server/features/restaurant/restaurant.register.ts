/**
 * What app.ts needs of the restaurant's identity (decision 0042): the public reads, the owner's
 * routes, and RESTAURANT_FILE applied on start (server.ts).
 */
import type { FastifyInstance } from "fastify";
import { restaurantOwnerRoutes, setupOwnerRoutes } from "./restaurant.owner.routes";
import { restaurantPublicRoutes } from "./restaurant.public.routes";

export { applyRestaurantFile } from "./restaurant.service";

export async function registerRestaurantPublic(app: FastifyInstance): Promise<void> {
  await app.register(restaurantPublicRoutes, { prefix: "/api" });
}

export async function registerRestaurantOwner(owner: FastifyInstance): Promise<void> {
  await owner.register(restaurantOwnerRoutes, { prefix: "/api/admin", invalidates: ["restaurant", "legal"] });
  await owner.register(setupOwnerRoutes, {
    prefix: "/api/admin/setup",
    invalidates: ["menu", "chefs", "offers", "site-content"],
  });
}
