import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MenuItemSchema, MenuQuerySchema } from "@shared/menu/menu.schema";
import { untilLondonMidnight } from "@shared/opening-hours/london-time";
import { listMenuItems } from "./menu.queries";

export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: { querystring: MenuQuerySchema, response: { 200: z.array(MenuItemSchema) } },
      // "Sold out today" ends at London midnight.
      config: { publicCache: { tags: ["menu"], query: ["category"], expiresAt: untilLondonMidnight } },
    },
    async (request) => listMenuItems(app.deps.db, app.deps.now(), request.query.category),
  );
};
