import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { MessageResponseSchema } from "@shared/accounts/auth.schema";
import {
  NewsletterDraftSchema,
  NewsletterOverviewSchema,
  NewsletterPreviewSchema,
  NewsletterSchema,
  NewsletterTestSchema,
} from "@shared/newsletter/newsletter.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor, auditNotNeeded } from "../audit-log/audit-writer.service";
import {
  getNewsletter,
  newsletterOverview,
  previewNewsletter,
  sendTestNewsletter,
  startNewsletter,
} from "./newsletter.service";

/** Owners write, preview, test and send newsletters (mounted at /api/admin/newsletters, owner scope). */
export const newsletterOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: NewsletterOverviewSchema } } }, async () =>
    newsletterOverview(app.deps.db),
  );

  app.get(
    "/:id",
    { schema: { params: IdParamsSchema, response: { 200: NewsletterSchema } } },
    async (request) => getNewsletter(app.deps.db, request.params.id),
  );

  // A preview changes nothing: it is a POST only because a draft is too long for a query string.
  app.post(
    "/preview",
    { schema: { body: NewsletterDraftSchema, response: { 200: NewsletterPreviewSchema } } },
    async (request) => {
      auditNotNeeded(request, "a preview changes nothing");
      return previewNewsletter(app.deps, request.body);
    },
  );

  app.post(
    "/test",
    {
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: { body: NewsletterTestSchema, response: { 202: MessageResponseSchema } },
    },
    async (request, reply) => {
      await sendTestNewsletter(app.deps, request.body, auditActor(request));
      return reply.status(202).send({ message: `A test has been sent to ${request.body.to}.` });
    },
  );

  app.post(
    "/",
    { schema: { body: NewsletterDraftSchema, response: { 201: NewsletterSchema } } },
    async (request, reply) =>
      reply.status(201).send(await startNewsletter(app.deps, request.body, auditActor(request))),
  );
};
