/** Dish and gallery images as served, and the owner's purchase-receipt photos. */
import { defineFeature } from "../../lib/feature";
import { imagesRoutes } from "./images.public.routes";
import { receiptImagesOwnerRoutes } from "./receipt-images.owner.routes";

export const imagesFeature = defineFeature({
  name: "images",
  async public(app) {
    await app.register(imagesRoutes, { prefix: "/api/images" });
  },
  async owner(owner) {
    await owner.register(receiptImagesOwnerRoutes, { prefix: "/api/admin/receipt-images" });
  },
});
