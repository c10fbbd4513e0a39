/** The contact form (its messages are read by staff through the admin feature's routes). */
import { defineFeature } from "../../lib/feature";
import { contactRoutes } from "./contact.public.routes";

export const contactFeature = defineFeature({
  name: "contact",
  async public(app) {
    await app.register(contactRoutes, { prefix: "/api/contact", invalidates: [] });
  },
});
