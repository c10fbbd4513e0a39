import { formatPence } from "../money";
/** What a paid order can still give back: the one rule both the refund form and the server use. */
export function getRefundablePence(order: {
  paymentStatus: string;
  totalPence: number;
  refundedPence: number;
}): number {
  if (order.paymentStatus !== "completed" && order.paymentStatus !== "partially_refunded") return 0;
  return Math.max(0, order.totalPence - order.refundedPence);
}

/** The diner's tip a paid order can still give back (paid with the order, not in its total; issue 40). */
export function getRefundableTipPence(order: {
  paymentStatus: string;
  tipPence: number;
  tipRefundedPence: number;
}): number {
  if (order.paymentStatus === "pending") return 0;
  return Math.max(0, order.tipPence - order.tipRefundedPence);
}

/**
 * What a no-show's refund gives back (decision 0055): everything left of the order's total and,
 * as the diner had no service to tip for, all of the tip left, also when nothing of the total is
 * left (the tip alone). The no-show dialog, its refund made at once and an owner's approval all
 * read it here.
 */
export function noShowRefundParts(order: {
  paymentStatus: string;
  totalPence: number;
  refundedPence: number;
  tipPence: number;
  tipRefundedPence: number;
}): { refundPence: number; tipPence: number } {
  return { refundPence: getRefundablePence(order), tipPence: getRefundableTipPence(order) };
}

/** The status an order has once `refundedPence` of its `totalPence` has been given back. */
export function getStatusAfterRefunds(totalPence: number, refundedPence: number) {
  if (refundedPence <= 0) return "completed" as const;
  return refundedPence >= totalPence ? ("refunded" as const) : ("partially_refunded" as const);
}

/**
 * How much of a refund gives back a delivery order's fee (issue 35), so the reports can net the
 * fees. Staff may say so (`deliveryFeePence`); otherwise the fee is given back last, once what the
 * dishes cost is all refunded, so a full refund returns it and a part refund of a dish does not.
 * `feeLeftPence` is the fee not yet refunded. Returns the fee's part, or the error in words.
 */
export function refundFeePart(input: {
  amountPence: number;
  deliveryFeePence?: number;
  refundablePence: number;
  feeLeftPence: number;
}): { feePence: number } | { error: string } {
  const feeLeft = Math.max(0, Math.min(input.feeLeftPence, input.refundablePence));
  const restLeft = input.refundablePence - feeLeft;
  const asked = input.deliveryFeePence;
  if (asked === undefined) return { feePence: Math.max(0, input.amountPence - restLeft) };
  if (asked > feeLeft) {
    return {
      error:
        feeLeft === 0
          ? "This order has no delivery fee left to refund"
          : `Only ${formatPence(feeLeft)} of the delivery fee is left to refund`,
    };
  }
  if (asked > input.amountPence) return { error: "The delivery fee's part is more than the refund" };
  if (input.amountPence - asked > restLeft) {
    return {
      error: `The refund of ${formatPence(input.amountPence - asked)} for the order is more than the ${formatPence(restLeft)} left besides the delivery fee`,
    };
  }
  return { feePence: asked };
}

/**
 * How much of the diner's tip a refund gives back (issue 40). The tip is not in the order's total
 * (not sales, no VAT): it rides on a refund, on top of its amount. Staff may say so (`refundTip`);
 * otherwise it goes back only with a refund of everything left of the order, so a cancelled
 * order's full refund returns it, and a refund for a dish does not. `amountPence` is the total's
 * part (0 for the tip alone). Returns the tip's part, or the error in words.
 */
export function refundTipPart(input: {
  amountPence: number;
  refundablePence: number;
  tipLeftPence: number;
  refundTip?: boolean;
}): { tipPence: number } | { error: string } {
  const tipLeft = Math.max(0, input.tipLeftPence);
  const everything = input.amountPence === input.refundablePence;
  const tip = input.refundTip === undefined ? (everything ? tipLeft : 0) : input.refundTip ? tipLeft : 0;
  if (input.refundTip === true && tipLeft === 0) return { error: "This order has no tip left to refund" };
  if (input.amountPence + tip <= 0) return { error: "Enter an amount to refund" };
  return { tipPence: tip };
}
