/** What a paid order can still give back: the one rule both the refund form and the server use. */
export function getRefundablePence(order: {
  paymentStatus: string;
  totalPence: number;
  refundedPence: number;
}): number {
  if (order.paymentStatus !== "completed" && order.paymentStatus !== "partially_refunded") return 0;
  return Math.max(0, order.totalPence - order.refundedPence);
}

/** The status an order has once `refundedPence` of its `totalPence` has been given back. */
export function getStatusAfterRefunds(totalPence: number, refundedPence: number) {
  if (refundedPence <= 0) return "completed" as const;
  return refundedPence >= totalPence ? ("refunded" as const) : ("partially_refunded" as const);
}
