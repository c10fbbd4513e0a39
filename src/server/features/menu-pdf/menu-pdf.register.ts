/** The printable menu, generated from the menu and the restaurant's details. */
import { defineFeature } from "../../lib/feature";
import { menuPdfDownloadRoutes } from "./menu-pdf.public.routes";

export const menuPdfFeature = defineFeature({
  name: "menu-pdf",
  async public(app) {
    await app.register(menuPdfDownloadRoutes, { prefix: "/api/menu/download" });
  },
});
