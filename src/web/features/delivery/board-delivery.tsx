/**
 * A delivery order on the kitchen board (issue 35 item 4): its zone, address and driver, and one
 * tap per driver to assign it. Nothing for a collection order.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deliveryStatusWords } from "@shared/delivery/delivery-order.schema";
import type { Order } from "@shared/orders/order.schema";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/lib/toast";
import { assignDriver, driversQueryOptions } from "./api/drivers";

export function BoardDelivery({ order }: { order: Order }) {
  const delivery = order.delivery;
  const queryClient = useQueryClient();
  const drivers = useQuery({ ...driversQueryOptions(), enabled: Boolean(delivery) });
  const assign = useMutation({
    mutationFn: (driverId: number) => assignDriver(order.id, driverId),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] }),
    onError: (error) => toast.error("Driver not assigned", { description: error.message }),
  });
  if (!delivery) return null;
  return (
    <div className="space-y-1" data-testid="board-delivery">
      <p className="font-semibold">
        Delivery{delivery.zoneName ? ` · ${delivery.zoneName}` : ""} · {delivery.postcode}
      </p>
      <p className="whitespace-pre-line">{delivery.address}</p>
      {delivery.notes && <p>Driver note: {delivery.notes}</p>}
      {delivery.payOnDelivery && <p className="font-semibold">Cash on delivery</p>}
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Driver for order {order.orderNumber}</legend>
        {(drivers.data ?? []).map((driver) => (
          <Button
            key={driver.id}
            size="sm"
            variant={delivery.driverId === driver.id ? "primary" : "ghost"}
            aria-pressed={delivery.driverId === driver.id}
            disabled={assign.isPending}
            onClick={() => assign.mutate(driver.id)}
          >
            {driver.username}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}

/**
 * On the card's face, read at arm's length: that it goes out, where to and with whom (the address
 * and the driver buttons are under More).
 */
export function BoardDeliveryBadge({ order }: { order: Order }) {
  const delivery = order.delivery;
  const drivers = useQuery({ ...driversQueryOptions(), enabled: Boolean(delivery?.driverId) });
  if (!delivery) return null;
  const driver =
    delivery.driverId === null
      ? "no driver yet"
      : (drivers.data?.find((d) => d.id === delivery.driverId)?.username ??
        delivery.driverName ??
        "driver assigned");
  const progress = deliveryStatusWords(delivery.status);
  return (
    <p data-testid="card-delivery" className="text-base leading-5 font-bold text-maroon-800">
      DELIVERY{delivery.zoneName ? ` · ${delivery.zoneName}` : ""} · {driver}
      {progress ? ` · ${progress}` : ""}
    </p>
  );
}
