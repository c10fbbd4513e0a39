import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailableError,
  toDatabaseInputError,
} from "../lib/database-errors";
import { HttpError } from "../lib/http-error";

/**
 * Every error leaves as JSON `{ message }` naming the problem: 4xx for bad input, never a stack
 * trace. Unexpected failures are logged and answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".");
        return { path, message: v.message ?? "is invalid" };
      });
      // The message alone: it is shown to people as it is ("token: This review link is not
      // valid" was, issue 33). Which field it is about stays in `issues` for forms.
      const message = issues[0]?.message ?? "Invalid request";
      return reply.status(400).send({ message, issues });
    }
    if (error instanceof HttpError) {
      const { code, retryAfterSeconds } = error.extra;
      if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(code ? { message: error.message, code } : { message: error.message });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause }, "response did not match its schema");
      return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
    }
    const badData = toDatabaseInputError(error);
    if (badData) {
      // Validation should have caught it first: logged so the missing rule gets written.
      request.log.warn({ err: error, sqlState: badData.sqlState }, "database refused the request's data");
      return reply.status(badData.statusCode).send({ message: badData.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    if (isDatabaseUnavailableError(error)) return replyDatabaseUnavailable(request, reply, error);
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ message: "Something went wrong on our side. Please try again." });
  });
}

/**
 * The database is restarting, failing over or otherwise out of reach: not the client's fault and
 * not a bug. 503 with Retry-After tells clients and load balancers to come back; the pool
 * reconnects by itself.
 */
function replyDatabaseUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.warn({ err: error }, "database unavailable");
  return reply
    .status(503)
    .header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ message: DATABASE_UNAVAILABLE_MESSAGE });
}
