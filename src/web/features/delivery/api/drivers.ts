/** Drivers (issue 35): the board's list and assignment, and a driver's own deliveries and taps. */
import type {
  DeliveryProgress,
  Driver,
  DriverDeliveries,
  DriverDelivery,
} from "@shared/delivery/drivers.schema";
import type { Order } from "@shared/orders/order.schema";
import { apiRequest, getQueryOptions } from "@web/lib/api-client";

export const driversKey = ["/api/admin/delivery/drivers"] as const;
export const myDeliveriesKey = ["/api/admin/delivery/mine"] as const;

export const driversQueryOptions = () => getQueryOptions<Driver[]>(driversKey);

/** The owner gives or takes a staff account's driver role (the Staff tab). */
export const setDriverRole = (userId: number, isDriver: boolean) =>
  apiRequest<Driver>("PUT", `/api/admin/delivery/drivers/${userId}`, { isDriver });

export const assignDriver = (orderId: number, driverId: number) =>
  apiRequest<Order>("PUT", `/api/admin/delivery/orders/${orderId}/driver`, { driverId });

export const myDeliveriesQueryOptions = () => getQueryOptions<DriverDeliveries>(myDeliveriesKey);

export const recordDeliveryProgress = (deliveryId: number, body: DeliveryProgress) =>
  apiRequest<DriverDelivery>("PUT", `/api/admin/delivery/mine/${deliveryId}`, body);
