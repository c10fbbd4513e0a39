/**
 * Delivery's money in a report (issue 35 item 5): the deliveries, their fees (already in the
 * takings), the fees refunded and the cash each driver took (already in the counter cash line),
 * or "No deliveries" when there was none of it.
 */
import { driverCashLabel, hasDeliveryMoney } from "@shared/delivery/delivery-money";
import type { DeliveryMoney } from "@shared/delivery/drivers.schema";
import { formatPence } from "@shared/money";
import { COUNTER_TAKINGS_LABELS } from "@shared/payments/online-takings";
import { type ReportRow, ReportTable } from "./report-table";

const deliveriesWord = (n: number) => `${n} ${n === 1 ? "delivery" : "deliveries"}`;

function deliveryRows(delivery: DeliveryMoney): ReportRow[] {
  return [
    ["Deliveries", String(delivery.deliveries)],
    ["Delivery fees (in the online takings)", formatPence(delivery.deliveryFeesPence)],
    ["Delivery fees refunded (in the refunds)", formatPence(delivery.feesRefundedPence)],
    [
      `Cash collected by drivers (in "${COUNTER_TAKINGS_LABELS.onlineCash}")`,
      formatPence(delivery.cashCollectedPence),
    ],
    ...delivery.drivers.map(
      (d): ReportRow => [
        `${driverCashLabel(d)} (${deliveriesWord(d.deliveries)})`,
        formatPence(d.cashCollectedPence),
      ],
    ),
  ];
}

export function DeliveryMoneyTable({ delivery, caption }: { delivery: DeliveryMoney; caption: string }) {
  if (!hasDeliveryMoney(delivery)) {
    return (
      <p>
        <strong>{caption}:</strong> No deliveries
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <ReportTable caption={caption} headers={["Delivery", "Amount"]} rows={deliveryRows(delivery)} />
      <p className="text-sm text-stone-700">
        Deliveries, their fees and the drivers' cash count on the day of the delivery; refunded fees on the
        day of the refund.
      </p>
    </div>
  );
}
