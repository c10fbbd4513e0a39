import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { isPreOrder } from "@shared/order-ahead/order-ahead-days";
import { PreOrderChangeRequestSchema } from "@shared/order-ahead/pre-order-change.schema";
import { NO_TIMES_LABEL } from "@shared/orders/collection-slots";
import { Button } from "@web/components/ui/button";
import { FormActions } from "@web/components/ui/form-actions";
import { FormField } from "@web/components/ui/form-field";
import { LabelledOptions } from "@web/components/ui/options";
import { Spinner } from "@web/components/ui/spinner";
import { collectionSlotsQueryOptions } from "@web/features/orders/api/get-collection-slots";
import { ApiError } from "@web/lib/api-client";
import { formatCalendarDate } from "@web/lib/format";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { changePreOrder, orderAheadDaysQueryOptions } from "./api/order-ahead-requests";
import { useOrderAheadSlots } from "./use-order-ahead-slots";

interface ChangeableOrder {
  id: number;
  orderStatus: string;
  collectionDate: string;
  collectionTime: string;
  createdAt: string;
  /** A delivery's day or time is changed by phone. */
  delivery?: unknown;
}

/**
 * The diner's "Change the day or time" on the live order page (issue 39 item 4, decision 0052):
 * the checkout's own days and slots (useOrderAheadSlots). The server decides the rest: the cut-off
 * (its answer then says to call), a full slot, and a price that would differ at the new time.
 */
export function PreOrderChange({
  order,
  accessToken,
  onChanged,
}: {
  order: ChangeableOrder;
  accessToken: string | null;
  onChanged: () => void;
}) {
  const [open, setOpen] = useState(false);
  if (!accessToken || order.orderStatus !== "received" || order.delivery) return null;
  if (!isPreOrder(order.collectionDate, new Date(order.createdAt))) return null;
  if (!open) {
    return (
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        Change the day or time
      </Button>
    );
  }
  return (
    <ChangeForm
      order={order}
      accessToken={accessToken}
      onClose={() => setOpen(false)}
      onChanged={() => {
        setOpen(false);
        onChanged();
      }}
    />
  );
}

function ChangeForm({
  order,
  accessToken,
  onClose,
  onChanged,
}: {
  order: ChangeableOrder;
  accessToken: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const today = useQuery(collectionSlotsQueryOptions());
  const days = useQuery(orderAheadDaysQueryOptions());
  const form = useSchemaForm(PreOrderChangeRequestSchema, {
    collectionDate: order.collectionDate,
    collectionTime: "",
  });
  const { register, formState, getValues, setValue } = form;
  const ahead = useOrderAheadSlots(today.data, form.watch("collectionDate"));
  const slots = ahead.slots;
  const dates =
    ahead.dates ?? (slots?.date ? [{ value: slots.date, label: slots.dateLabel ?? slots.date }] : []);
  // The day shown is the day whose slots are offered; a time it no longer offers is cleared.
  useEffect(() => {
    if (!slots?.date) return;
    if (getValues("collectionDate") !== slots.date) setValue("collectionDate", slots.date);
    const time = getValues("collectionTime");
    if (time && !slots.slots.some((s) => s.time === time)) setValue("collectionTime", "");
  }, [slots, getValues, setValue]);

  const change = useMutation({
    mutationFn: (values: { collectionDate: string; collectionTime: string }) =>
      changePreOrder(order.id, accessToken, values),
    onSuccess: (changed) => {
      toast.success("Collection time changed", {
        description: `Now ${formatCalendarDate(changed.collectionDate)} at ${changed.collectionTime}.`,
      });
      onChanged();
    },
    onError: (error) =>
      setRefusal(
        error instanceof ApiError
          ? error.serverMessage
          : "Could not change the order. Please call the restaurant.",
      ),
  });
  const submit = form.handleSubmit((values) => {
    setRefusal(null);
    change.mutate(values);
  });
  const times = slots?.slots ?? [];
  // The selects are drawn once their days and times are known, so they open on the order's own day.
  if (!today.data || days.isPending) return <Spinner label="Loading the days and times" />;

  return (
    <form
      onSubmit={submit}
      aria-label="Change the day or time"
      className="space-y-3 rounded-xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h2 className="font-display text-xl font-bold text-maroon-800">Change the day or time</h2>
      <p className="text-sm text-stone-800">
        Now: {formatCalendarDate(order.collectionDate)} at {order.collectionTime}. The food and the price stay
        the same.
      </p>
      <FormField label="Collection Date" required error={formState.errors.collectionDate?.message}>
        <select {...register("collectionDate")}>
          <LabelledOptions options={dates} />
        </select>
      </FormField>
      {ahead.notOffered.length > 0 && (
        <p className="text-sm text-stone-800">Not available: {ahead.notOffered.join("; ")}.</p>
      )}
      <FormField label="Collection Time" required error={formState.errors.collectionTime?.message}>
        <select disabled={times.length === 0} {...register("collectionTime")}>
          <LabelledOptions
            options={[
              { value: "", label: times.length === 0 ? NO_TIMES_LABEL : "Select a time" },
              ...times.map((s) => ({ value: s.time, label: s.label })),
            ]}
          />
        </select>
      </FormField>
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {refusal}
        </p>
      )}
      <FormActions onCancel={onClose} submitLabel="Change the order" disabled={change.isPending} />
    </form>
  );
}
