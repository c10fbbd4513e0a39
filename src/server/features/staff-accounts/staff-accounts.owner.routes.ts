import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  CreateStaffAccountSchema,
  FailedSignInsSchema,
  ResetStaffPasswordSchema,
  StaffAccountSchema,
  StaffAccountWithPasswordSchema,
  UpdateStaffAccountSchema,
} from "@shared/staff-accounts/staff-account.schema";
import { IdParamsSchema } from "@shared/text.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  createStaffAccount,
  listFailedSignIns,
  listStaffAccounts,
  resetStaffPassword,
  updateStaffAccount,
} from "./staff-accounts.service";

/** Owners add, disable and reset sign-ins (mounted at /api/admin/staff-accounts, owner-only scope). */
export const staffAccountsOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/", { schema: { response: { 200: z.array(StaffAccountSchema) } } }, async () =>
    listStaffAccounts(app.deps.db),
  );

  // Who has been trying which accounts' passwords (kept 30 days).
  app.get(
    "/sign-in-failures",
    {
      schema: {
        querystring: z.object({ days: z.coerce.number().int().min(1).max(30).default(7) }),
        response: { 200: FailedSignInsSchema },
      },
    },
    async (request) => listFailedSignIns(app.deps.db, app.deps.now(), request.query.days),
  );

  app.post(
    "/",
    { schema: { body: CreateStaffAccountSchema, response: { 201: StaffAccountWithPasswordSchema } } },
    async (request, reply) => {
      const created = await createStaffAccount(app.deps.db, request.body, auditActor(request));
      reply.status(201);
      return created;
    },
  );

  app.put(
    "/:id",
    {
      schema: {
        params: IdParamsSchema,
        body: UpdateStaffAccountSchema,
        response: { 200: StaffAccountSchema },
      },
    },
    async (request) =>
      updateStaffAccount(app.deps.db, { id: request.params.id, patch: request.body }, auditActor(request)),
  );

  app.post(
    "/:id/password",
    {
      schema: {
        params: IdParamsSchema,
        body: ResetStaffPasswordSchema,
        response: { 200: StaffAccountWithPasswordSchema },
      },
    },
    async (request) =>
      resetStaffPassword(app.deps.db, { id: request.params.id, ...request.body }, auditActor(request)),
  );
};
