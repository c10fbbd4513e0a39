/**
 * /admin/driver: a driver's phone screen (issue 35 item 4, 390 x 844). Their own deliveries of the
 * day in collection-time order, with the address, tap-to-call phone, a plain map link, notes and
 * the cash to collect; one tap Out for delivery, Delivered, or Could not deliver with a reason.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { DeliveryProgress, DriverDelivery } from "@shared/delivery/drivers.schema";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { toast } from "@web/lib/toast";
import { AdminLayout } from "../admin/admin-layout";
import { adminSessionQueryOptions } from "../admin/api/get-admin-session";
import { myDeliveriesKey, myDeliveriesQueryOptions, recordDeliveryProgress } from "./api/drivers";

function DeliveryCard({ delivery }: { delivery: DriverDelivery }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const tap = useMutation({
    mutationFn: (body: DeliveryProgress) => recordDeliveryProgress(delivery.id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myDeliveriesKey }),
    onError: (error) => toast.error("Not saved", { description: error.message }),
  });
  const done = delivery.status === "delivered";
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h2 className="text-lg font-bold">
        {delivery.collectionTime} - {delivery.orderNumber}
      </h2>
      <p className="whitespace-pre-line">
        {delivery.address}
        {"\n"}
        {delivery.postcode}
      </p>
      <p>
        {delivery.customerName}:{" "}
        <a className="underline" href={delivery.phoneLink}>
          {delivery.customerPhone}
        </a>
      </p>
      <p>
        <a className="underline" href={delivery.mapLink} target="_blank" rel="noreferrer">
          Open in maps
        </a>
      </p>
      {delivery.notes && <p>Notes: {delivery.notes}</p>}
      <p className="font-semibold">
        {delivery.amountToCollectPence > 0
          ? `Collect ${formatPence(delivery.amountToCollectPence)} in cash${delivery.tipPence > 0 ? ` (includes a ${formatPence(delivery.tipPence)} tip)` : ""}`
          : "Paid - nothing to collect"}
      </p>
      {delivery.status && (
        <p role="status">
          {delivery.status === "out"
            ? "Out for delivery"
            : done
              ? "Delivered"
              : `Could not deliver: ${delivery.failureReason}`}
        </p>
      )}
      {!done && (
        <div className="flex flex-wrap gap-2">
          <Button disabled={tap.isPending} onClick={() => tap.mutate({ status: "out" })}>
            Out for delivery
          </Button>
          <Button disabled={tap.isPending} onClick={() => tap.mutate({ status: "delivered" })}>
            Delivered
          </Button>
          <FormField
            label="Reason it could not be delivered"
            className="w-full"
            hint="Needed for Could not deliver, e.g. nobody in"
          >
            <input value={reason} onChange={(e) => setReason(e.target.value)} />
          </FormField>
          <Button
            variant="ghost"
            disabled={tap.isPending || !reason.trim()}
            onClick={() => tap.mutate({ status: "failed", reason })}
          >
            Could not deliver
          </Button>
        </div>
      )}
    </li>
  );
}

function DriverDeliveriesList() {
  const mine = useQuery(myDeliveriesQueryOptions());
  if (mine.isPending) return <Spinner label="Loading your deliveries" />;
  if (mine.isError) {
    return (
      <p role="alert" className="text-red-900">
        {mine.error.message}
      </p>
    );
  }
  return (
    <section aria-labelledby="driver-heading" className="space-y-4 p-4">
      <h1 id="driver-heading" className="font-display text-2xl font-bold">
        Your deliveries
      </h1>
      {mine.data.deliveries.length === 0 ? (
        <p>No deliveries assigned to you today.</p>
      ) : (
        <ul className="space-y-4">
          {mine.data.deliveries.map((d) => (
            <DeliveryCard key={d.id} delivery={d} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function DriverPage() {
  const session = useQuery(adminSessionQueryOptions());
  return (
    <AdminLayout>
      {session.isPending ? (
        <Spinner label="Checking sign-in" />
      ) : session.data?.authenticated ? (
        <DriverDeliveriesList />
      ) : (
        <p>
          Please{" "}
          <a className="underline" href="/admin">
            sign in
          </a>{" "}
          first, then come back to this page.
        </p>
      )}
    </AdminLayout>
  );
}
