/**
 * The restaurant's identity (decision 0042): the public reads and the owner's details and setup.
 * RESTAURANT_FILE is applied on start by server.ts (restaurant.service.ts).
 */
import { defineFeature } from "../../lib/feature";
import { restaurantOwnerRoutes, setupOwnerRoutes } from "./restaurant.owner.routes";
import { restaurantPublicRoutes } from "./restaurant.public.routes";

export const restaurantFeature = defineFeature({
  name: "restaurant",
  async public(app) {
    await app.register(restaurantPublicRoutes, { prefix: "/api" });
  },
  async owner(owner) {
    await owner.register(restaurantOwnerRoutes, {
      prefix: "/api/admin",
      invalidates: ["restaurant", "legal"],
    });
    await owner.register(setupOwnerRoutes, {
      prefix: "/api/admin/setup",
      invalidates: ["menu", "chefs", "offers", "site-content"],
    });
  },
});
