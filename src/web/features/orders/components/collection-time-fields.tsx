import { useEffect } from "react";
import type { FieldErrors, FieldValues, UseFormRegister, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { type CollectionSlots, NO_TIMES_LABEL } from "@shared/orders/collection-slots";
import type { OrderFormSchema } from "@shared/orders/place-order.schema";
import { FormField } from "@web/components/ui/form-field";
import { inlineMessage } from "./checkout-messages";

type FormInput = z.input<typeof OrderFormSchema>;

/**
 * Today's collection date and the slots left, or why there are none and what tomorrow offers. The
 * banner above states the ordering state; here only what the date and time fields need: the
 * spec's closed-day and no-times texts, never one that contradicts the banner (a pause is not
 * "fully booked").
 */
export function CollectionTimeFields({
  slots,
  canOrder,
  register,
  errors,
  dates = null,
  notOffered = [],
  fulfilment = "collection",
}: {
  slots: CollectionSlots;
  /** A delivery's date and time are when it arrives: the labels say Delivery, as the server's refusals do. */
  fulfilment?: "collection" | "delivery";
  /** With order ahead on (issue 39): the days offered; null for today only. */
  dates?: { value: string; label: string }[] | null;
  /** The days left out, each with why ("Monday 7 December: Closed"). */
  notOffered?: string[];
  /** The ordering state: when it does not allow ordering, no time is offered whatever the slots say. */
  canOrder: boolean;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}) {
  const noSlots = slots.slots.length === 0 || !canOrder;
  const word = fulfilment === "delivery" ? "Delivery" : "Collection";
  return (
    <>
      <FormField label={`${word} Date`} required error={inlineMessage(errors.collectionDate?.message)}>
        <select disabled={!slots.date} {...register("collectionDate")}>
          {dates ? (
            dates.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))
          ) : slots.date ? (
            <option value={slots.date}>{slots.dateLabel}</option>
          ) : (
            <option value="">No dates available</option>
          )}
        </select>
      </FormField>
      {notOffered.length > 0 && (
        <p className="text-sm text-stone-800">Not available: {notOffered.join("; ")}.</p>
      )}
      {slots.date === null && slots.message && (
        <p
          role="alert"
          className="rounded-lg bg-saffron-50 p-3 text-sm text-stone-900 ring-1 ring-saffron-200"
        >
          {slots.message}
        </p>
      )}
      <FormField label={`${word} Time`} required error={inlineMessage(errors.collectionTime?.message)}>
        <select disabled={noSlots} {...register("collectionTime")}>
          {noSlots ? (
            <option value="">{NO_TIMES_LABEL}</option>
          ) : (
            <>
              <option value="">Select a time</option>
              {slots.slots.map((s) => (
                <option key={s.time} value={s.time}>
                  {s.label}
                </option>
              ))}
            </>
          )}
        </select>
      </FormField>
      {noSlots && (
        <div className="space-y-1 text-sm text-stone-800">
          {slots.hint && <p>{slots.hint}</p>}
          {slots.tomorrowPeriods.length > 0 && (
            <p>
              Tomorrow you can order for:{" "}
              {slots.tomorrowPeriods.map((p) => `${p.name} ${p.openTime}-${p.closeTime}`).join(", ")}.
            </p>
          )}
        </div>
      )}
    </>
  );
}

type CollectionFields = Pick<FormInput, "collectionDate" | "collectionTime">;

/**
 * Keeps a checkout form (the diner's, the phone order's) on the slots as they come and change: the
 * date is the day they are for, and a chosen time they no longer offer is cleared.
 */
export function useCollectionOnSlots<T extends CollectionFields, U extends FieldValues>(
  slots: CollectionSlots | undefined,
  form: UseFormReturn<T, unknown, U>,
) {
  // The two fields by their own names: react-hook-form cannot spell a path of a generic form.
  const { getValues, setValue } = form as unknown as UseFormReturn<CollectionFields>;
  useEffect(() => {
    const date = slots?.date ?? "";
    if (getValues("collectionDate") !== date) setValue("collectionDate", date);
    const time = getValues("collectionTime");
    if (time && !slots?.slots.some((s) => s.time === time)) setValue("collectionTime", "");
  }, [slots, getValues, setValue]);
}
