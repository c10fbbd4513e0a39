import type { DeliveryMoney } from "@shared/delivery/drivers.schema";
import { formatPence } from "@shared/money";

/**
 * What each driver hands in at the cash-up (issue 35 item 5): the cash-on-delivery orders they were
 * paid in cash for, with the diners' tips taken at the door. The orders' part is already inside
 * "Online orders paid in cash at the counter"; the tips are the day's tips, for the staff.
 */
export function DriversCash({ delivery }: { delivery: DeliveryMoney | undefined }) {
  const drivers = (delivery?.drivers ?? []).filter((d) => d.cashCollectedPence + d.tipsCollectedPence > 0);
  if (drivers.length === 0) return null;
  return (
    <section aria-labelledby="drivers-cash-heading" className="space-y-1 text-sm text-stone-900">
      <h4 id="drivers-cash-heading" className="font-semibold">
        Drivers' cash to hand in
      </h4>
      <ul className="space-y-1">
        {drivers.map((d) => (
          <li key={d.driverId ?? "none"}>
            <strong>{d.driverId === null ? "No driver assigned" : d.username}</strong>:{" "}
            {formatPence(d.cashCollectedPence + d.tipsCollectedPence)} ({formatPence(d.cashCollectedPence)}{" "}
            for orders
            {d.tipsCollectedPence > 0 ? `, ${formatPence(d.tipsCollectedPence)} in tips` : ""})
          </li>
        ))}
      </ul>
      <p className="text-stone-700">
        The orders' cash is already in "Online orders paid in cash at the counter"; count it against that.
      </p>
    </section>
  );
}
