import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { DATABASE_RETRY_AFTER_SECONDS } from "../../lib/database-errors";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/",
    {
      schema: {
        response: {
          200: z.object({
            status: z.literal("ok"),
            database: z.literal("ok"),
            engine: z.enum(["pglite", "postgres"]),
          }),
          503: z.object({ message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch (error) {
        app.log.error({ err: error }, "health check: database unreachable");
        return reply
          .status(503)
          .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ message: "Database unavailable" });
      }
      return { status: "ok" as const, database: "ok" as const, engine: app.deps.database.engine };
    },
  );
};
