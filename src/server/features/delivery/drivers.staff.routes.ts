import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AssignDriverSchema,
  DeliveryProgressSchema,
  DriverDeliveriesSchema,
  DriverDeliverySchema,
  DriverSchema,
} from "@shared/delivery/drivers.schema";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { OrderSchema } from "@shared/orders/order.schema";
import { IdSchema } from "@shared/text.schema";
import { HttpError } from "../../lib/http-error";
import { announceOrderEvent } from "../../lib/order-events";
import { getCaller } from "../../plugins/auth";
import { auditActor } from "../audit-log/audit-writer.service";
import { toOrder } from "../orders/orders.queries";
import {
  assignDriver,
  isDriver,
  listDriverDeliveries,
  listDrivers,
  NOT_A_DRIVER_MESSAGE,
  recordDeliveryProgress,
} from "./drivers.queries";

const IdParams = z.object({ id: z.coerce.number().pipe(IdSchema) });

/**
 * Mounted at /api/admin/delivery in the staff scope (issue 35 item 4): the board's driver list and
 * one-tap assignment; a driver's own deliveries and their taps. A driver sees only their own.
 */
export const driversStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/drivers", { schema: { response: { 200: z.array(DriverSchema) } } }, async () =>
    listDrivers(app.deps.db),
  );

  app.put(
    "/orders/:id/driver",
    { schema: { params: IdParams, body: AssignDriverSchema, response: { 200: OrderSchema } } },
    async (request) => {
      const row = await assignDriver(
        app.deps.db,
        request.params.id,
        request.body.driverId,
        auditActor(request),
      );
      await announceOrderEvent(app.deps.database, "order.status", row);
      return toOrder(row);
    },
  );

  const requireDriver = async (userId: number) => {
    if (!(await isDriver(app.deps.db, userId))) throw new HttpError(403, NOT_A_DRIVER_MESSAGE);
  };

  app.get("/mine", { schema: { response: { 200: DriverDeliveriesSchema } } }, async (request) => {
    const caller = getCaller(request);
    await requireDriver(caller.id);
    const date = getLondonMoment(app.deps.now()).date;
    return {
      driver: { id: caller.id, username: caller.username },
      date,
      deliveries: await listDriverDeliveries(app.deps.db, caller.id, date),
    };
  });

  app.put(
    "/mine/:id",
    { schema: { params: IdParams, body: DeliveryProgressSchema, response: { 200: DriverDeliverySchema } } },
    async (request) => {
      const caller = getCaller(request);
      await requireDriver(caller.id);
      const row = await recordDeliveryProgress(
        app.deps.db,
        {
          orderId: request.params.id,
          driverId: caller.id,
          status: request.body.status,
          reason: request.body.reason,
        },
        auditActor(request),
      );
      await announceOrderEvent(
        app.deps.database,
        row.paymentStatus === "completed" &&
          row.paymentMethod === "cash" &&
          request.body.status === "delivered"
          ? "order.payment"
          : "order.status",
        row,
      );
      const date = getLondonMoment(app.deps.now()).date;
      const mine = await listDriverDeliveries(app.deps.db, caller.id, row.collectionDate || date);
      const found = mine.find((d) => d.id === row.id);
      if (!found) throw new HttpError(404, "Delivery not found");
      return found;
    },
  );
};
