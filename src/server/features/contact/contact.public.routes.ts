import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ContactMessageSchema, ContactRequestSchema } from "@shared/contact/contact.schema";
import { createContactMessage } from "./contact.service";

/** Mounted at /api/contact. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/",
    {
      config: { rateLimit: { max: 10, timeWindow: "10 minutes" } },
      schema: { body: ContactRequestSchema, response: { 201: ContactMessageSchema } },
    },
    async (request, reply) => reply.status(201).send(await createContactMessage(app.deps, request.body)),
  );
};
