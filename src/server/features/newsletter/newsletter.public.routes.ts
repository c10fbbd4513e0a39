import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { MessageResponseSchema } from "@shared/accounts/auth.schema";
import {
  NEWSLETTER_CONFIRMED_MESSAGE,
  NEWSLETTER_SIGN_UP_MESSAGE,
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  NewsletterSignUpSchema,
  NewsletterTokenSchema,
} from "@shared/newsletter/newsletter.schema";
import { confirmSubscription, requestSubscription, unsubscribeByToken } from "./newsletter.service";

/** Mounted at /api/newsletter: the public sign-up, its confirmation, and one-click unsubscribe. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: a mail provider's one-click POST carries "List-Unsubscribe=One-Click" as a form.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 4096 },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  // The same answer whether the address is new, pending or already subscribed: no one learns who is.
  app.post(
    "/subscribe",
    {
      config: { rateLimit: { max: 5, timeWindow: "15 minutes" } },
      schema: { body: NewsletterSignUpSchema, response: { 202: MessageResponseSchema } },
    },
    async (request, reply) => {
      await app.deps.db.transaction((tx) => requestSubscription(tx, app.deps, request.body));
      return reply.status(202).send({ message: NEWSLETTER_SIGN_UP_MESSAGE });
    },
  );

  app.post(
    "/confirm",
    {
      config: { rateLimit: { max: 20, timeWindow: "15 minutes" } },
      schema: { body: NewsletterTokenSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await confirmSubscription(app.deps, request.body.token);
      return { message: NEWSLETTER_CONFIRMED_MESSAGE };
    },
  );

  // The List-Unsubscribe link opened in a browser (or by a mail client without one-click POST)
  // answered 404 (issue 33): it leads to the unsubscribe page, which asks before it acts, so a
  // link scanner's GET never unsubscribes anyone.
  app.get("/unsubscribe", { schema: { querystring: NewsletterTokenSchema } }, async (request, reply) =>
    reply
      .header("cache-control", "no-store")
      .redirect(
        `${app.deps.env.PUBLIC_URL}/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
        303,
      ),
  );

  // One click, no session: the token in the link is the permission (List-Unsubscribe-Post).
  app.post(
    "/unsubscribe",
    {
      config: { rateLimit: { max: 30, timeWindow: "15 minutes" } },
      schema: {
        querystring: NewsletterTokenSchema,
        body: z.unknown().optional(),
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      await unsubscribeByToken(app.deps, request.query.token);
      return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    },
  );
};
