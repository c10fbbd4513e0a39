/** The staff's live order stream (server-sent events): a new order, a status change. */
export const ORDER_EVENTS_URL = "/api/admin/orders/events";
