/**
 * What is still to pay on an order after its gift vouchers: what a provider, the counter or the
 * driver at the door takes. The diner's tip is paid with the order (issue 40) though it is not part
 * of its total. The one rule for the payment check, the phone order, the ticket and the driver.
 */
export function amountDuePence(order: {
  totalPence: number;
  giftVoucherPence?: number | null;
  tipPence?: number | null;
}): number {
  return order.totalPence - (order.giftVoucherPence ?? 0) + (order.tipPence ?? 0);
}
