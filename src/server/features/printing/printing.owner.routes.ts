import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { PrinterSettingsInputSchema, PrinterStatusSchema } from "@shared/printing/printing.schema";
import { auditActor } from "../audit-log/audit-writer.service";
import { getPrinterStatus, savePrinterSettings } from "./printing.service";

/**
 * Where the kitchen printer is, owner only (mounted at /api/admin/printer in the owner scope): a
 * printer address is a door onto the restaurant's network, and its status answers only for the
 * address saved, so nobody can use the board to ask whether some other host:port answers.
 */
export const printingOwnerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.put(
    "/",
    { schema: { body: PrinterSettingsInputSchema, response: { 200: PrinterStatusSchema } } },
    async (request) => {
      await savePrinterSettings(deps, request.body, auditActor(request));
      return getPrinterStatus(deps.db, deps.env.KITCHEN_PRINTER);
    },
  );
};
