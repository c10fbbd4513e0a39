/**
 * The API as an OpenAPI 3 document at /api/openapi.json, for integrators (issue 36): built by
 * @fastify/swagger from the routes' own zod schemas (fastify-type-provider-zod's transform), so it
 * cannot drift from what the server checks. Registered before the routes: it collects them as they
 * are added. docs/api-routes.md is the same list as a table (api-routes.test.ts).
 */
import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Restaurant site API",
        description:
          "The routes of the restaurant's own site. Staff and owner routes need a staff session cookie; customer routes a customer's.",
        version: "1",
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
