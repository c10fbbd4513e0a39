import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  EmployeeInputSchema,
  EmployeePatchSchema,
  EmployeeSchema,
  PayRatesSchema,
  TimeEntriesWeekQuerySchema,
  TimeEntriesWeekSchema,
  TimeEntryInputSchema,
  TimeEntryPatchSchema,
  TimeEntrySchema,
} from "@shared/employees/employee.schema";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { IdParamsSchema } from "@shared/text.schema";
import { parseEncryptionKey } from "../../env";
import { auditActor } from "../audit-log/audit-writer.service";
import {
  createEmployee,
  createTimeEntry,
  deleteTimeEntry,
  listEmployees,
  listPayRates,
  listWeekTimeEntries,
  updateEmployee,
  updateTimeEntry,
} from "./employees.service";

/** Employees and their hours (mounted at /api/admin inside the owner-only scope). */
export const employeesOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const configuredKey = app.deps.env.BACK_OFFICE_ENCRYPTION_KEY;
  const key = configuredKey ? parseEncryptionKey(configuredKey) : null;

  app.get("/employees", { schema: { response: { 200: z.array(EmployeeSchema) } } }, async () =>
    listEmployees(app.deps.db, key),
  );

  app.post(
    "/employees",
    { schema: { body: EmployeeInputSchema, response: { 201: EmployeeSchema } } },
    async (request, reply) => {
      const employee = await createEmployee(app.deps.db, request.body, key, auditActor(request));
      reply.status(201);
      return employee;
    },
  );

  app.put(
    "/employees/:id",
    { schema: { params: IdParamsSchema, body: EmployeePatchSchema, response: { 200: EmployeeSchema } } },
    async (request) => {
      const actor = auditActor(request);
      return updateEmployee(
        app.deps.db,
        { id: request.params.id, patch: request.body, key, today: getLondonMoment(actor.at).date },
        actor,
      );
    },
  );

  app.get(
    "/employees/:id/pay-rates",
    { schema: { params: IdParamsSchema, response: { 200: PayRatesSchema } } },
    async (request) => listPayRates(app.deps.db, request.params.id),
  );

  app.get(
    "/time-entries",
    { schema: { querystring: TimeEntriesWeekQuerySchema, response: { 200: TimeEntriesWeekSchema } } },
    async (request) => listWeekTimeEntries(app.deps.db, request.query.date),
  );

  app.post(
    "/time-entries",
    { schema: { body: TimeEntryInputSchema, response: { 201: TimeEntrySchema } } },
    async (request, reply) => {
      const entry = await createTimeEntry(app.deps.db, request.body, auditActor(request));
      reply.status(201);
      return entry;
    },
  );

  app.put(
    "/time-entries/:id",
    { schema: { params: IdParamsSchema, body: TimeEntryPatchSchema, response: { 200: TimeEntrySchema } } },
    async (request) =>
      updateTimeEntry(app.deps.db, { id: request.params.id, patch: request.body }, auditActor(request)),
  );

  app.delete(
    "/time-entries/:id",
    { schema: { params: IdParamsSchema, response: { 200: TimeEntrySchema } } },
    async (request) => deleteTimeEntry(app.deps.db, request.params.id, auditActor(request)),
  );
};
