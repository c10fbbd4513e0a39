/** A delivery order's facts as the order, the board, the driver and the diner read them (issue 35). */
import {
  deliveryStatusWords,
  type OrderDelivery,
  type TrackingDelivery,
} from "@shared/delivery/delivery-order.schema";
import type { onlineOrders } from "../../db/schema";

type DeliveryRow = Pick<
  typeof onlineOrders.$inferSelect,
  | "fulfilment"
  | "deliveryAddress"
  | "deliveryPostcode"
  | "deliveryZoneName"
  | "deliveryFeePence"
  | "deliveryNotes"
  | "payOnDelivery"
  | "driverId"
  | "deliveryStatus"
  | "deliveryFailureReason"
>;

export function toOrderDelivery(row: DeliveryRow, driverName?: string | null): OrderDelivery | null {
  if (row.fulfilment !== "delivery") return null;
  return {
    address: row.deliveryAddress ?? "",
    postcode: row.deliveryPostcode ?? "",
    zoneName: row.deliveryZoneName,
    feePence: row.deliveryFeePence,
    notes: row.deliveryNotes,
    payOnDelivery: row.payOnDelivery,
    driverId: row.driverId,
    ...(driverName === undefined ? {} : { driverName }),
    status: row.deliveryStatus ?? null,
    failureReason: row.deliveryFailureReason,
  };
}

/** The diner's live page: no address (anyone with the order number can open it), the progress. */
export function trackingDelivery(row: DeliveryRow): TrackingDelivery | null {
  if (row.fulfilment !== "delivery") return null;
  return {
    postcode: row.deliveryPostcode ?? "",
    feePence: row.deliveryFeePence,
    payOnDelivery: row.payOnDelivery,
    status: row.deliveryStatus ?? null,
    statusWords: deliveryStatusWords(row.deliveryStatus ?? null),
  };
}
