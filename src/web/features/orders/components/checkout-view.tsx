import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { formatPence } from "../../../../shared/money";
import { OrderFormSchema, type PlacedOrder } from "../../../../shared/orders/place-order.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useCustomer } from "../../accounts/customer-context";
import { restaurantStatusQueryOptions } from "../../site/api/get-restaurant-status";
import { collectionSlotsQueryOptions, ORDER_PAGE_REFRESH_MS } from "../api/get-collection-slots";
import { placeOrder } from "../api/place-order";
import { type CartLine, cartLineKey } from "../cart";
import { OrderItemLine } from "../order-item-line";
import type { CartPricing } from "./cart-view";
import { inlineMessage } from "./checkout-messages";
import { CollectionTimeFields } from "./collection-time-fields";
import { PriceSummary } from "./price-summary";

type FormInput = z.input<typeof OrderFormSchema>;
type FormOutput = z.output<typeof OrderFormSchema>;

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface CheckoutViewProps {
  lines: CartLine[];
  pricing: CartPricing;
  /** What the server will be asked to apply: the same code and points the quote used. */
  couponCode: string | null;
  pointsToRedeem: number;
  promotionControls: ReactNode;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
}

/** The checkout's two panels, the order summary and the details form, each named by its heading. */
const PANEL_CLASS = "space-y-4 rounded-xl bg-white p-5 ring-1 ring-stone-200";

function PanelHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h3 id={id} className="font-display text-xl font-bold text-maroon-800">
      {children}
    </h3>
  );
}

export function CheckoutView({
  lines,
  pricing,
  couponCode,
  pointsToRedeem,
  promotionControls,
  onBack,
  onPlaced,
}: CheckoutViewProps) {
  const { customer } = useCustomer();
  const slots = useQuery(collectionSlotsQueryOptions());
  const status = useQuery(restaurantStatusQueryOptions(ORDER_PAGE_REFRESH_MS));
  // One key per checkout attempt: a retry after a lost answer returns the order already placed.
  const idempotencyKey = useRef(newIdempotencyKey());
  const [submitError, setSubmitError] = useState<string | null>(null);

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(OrderFormSchema),
    defaultValues: {
      customerName: customer ? `${customer.firstName} ${customer.lastName}` : "",
      customerPhone: customer?.phone ?? "",
      customerEmail: customer?.email ?? "",
      collectionDate: "",
      collectionTime: "",
      specialInstructions: "",
    },
  });
  const { register, formState, setValue, getValues } = form;

  useEffect(() => {
    const date = slots.data?.date ?? "";
    if (getValues("collectionDate") !== date) setValue("collectionDate", date);
    const time = getValues("collectionTime");
    if (time && !slots.data?.slots.some((s) => s.time === time)) setValue("collectionTime", "");
  }, [slots.data, getValues, setValue]);

  const items = lines.map((l) => ({
    id: l.id,
    options: l.options.map((o) => o.choiceId),
    quantity: l.quantity,
    ...(l.specialInstructions.trim() ? { specialInstructions: l.specialInstructions.trim() } : {}),
  }));
  const shownPricing = pricing;

  const place = useMutation({
    mutationFn: (values: FormOutput) =>
      placeOrder(
        {
          ...values,
          items,
          totalAmount: formatPence(shownPricing.totalPence),
          couponCode,
          pointsToRedeem,
        },
        idempotencyKey.current,
      ),
    onSuccess: (order) => {
      idempotencyKey.current = newIdempotencyKey();
      toast.success("Order Placed Successfully!", {
        description: "Your order has been sent to the kitchen.",
      });
      onPlaced(order);
    },
    onError: (error) => {
      setSubmitError(error instanceof ApiError ? error.serverMessage : null);
      toast.error("Order Failed", { description: "Failed to place order. Please try again." });
      slots.refetch();
    },
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setSubmitError(null);
      place.mutate(values);
    },
    () => toast.error("Missing Information", { description: "Please fill in all required fields" }),
  );

  const errors = formState.errors;

  return (
    <section aria-labelledby="checkout-heading" className="space-y-6">
      <h2 id="checkout-heading" tabIndex={-1} className="font-display text-2xl font-bold text-maroon-800">
        Checkout
      </h2>

      <div
        role="status"
        className={`rounded-lg p-3 ${status.data?.isOpen ? "bg-green-100 text-green-900" : "bg-red-50 text-red-900"}`}
      >
        {status.isPending ? (
          "Checking whether we're open..."
        ) : status.isError ? (
          "We couldn't check our opening hours. Please refresh the page."
        ) : (
          <>
            <strong>{status.data.isOpen ? "We're open" : "We're closed"}</strong> - {status.data.message}.
            {slots.data && <> Today's hours: {slots.data.todayHours}.</>}
          </>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="summary-heading" className={PANEL_CLASS}>
          <PanelHeading id="summary-heading">Order Summary</PanelHeading>
          <ul className="space-y-2">
            {lines.map((l) => (
              <OrderItemLine
                key={cartLineKey(l)}
                item={l}
                note={l.specialInstructions}
                price={formatPence(l.pricePence * l.quantity)}
              />
            ))}
          </ul>
          <PriceSummary pricing={shownPricing} />
          {promotionControls}
        </section>

        <form onSubmit={onSubmit} noValidate aria-labelledby="details-heading" className={PANEL_CLASS}>
          <PanelHeading id="details-heading">Your Details</PanelHeading>
          <p className="text-sm text-stone-700">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">required</span> are required.
          </p>
          <FormField label="Full Name" required error={inlineMessage(errors.customerName?.message)}>
            <input autoComplete="name" {...register("customerName")} />
          </FormField>
          <FormField label="Phone Number" required error={inlineMessage(errors.customerPhone?.message)}>
            <input type="tel" autoComplete="tel" {...register("customerPhone")} />
          </FormField>
          <FormField label="Email" optional error={errors.customerEmail?.message}>
            <input type="email" autoComplete="email" {...register("customerEmail")} />
          </FormField>

          {slots.isPending && <Spinner label="Loading collection times" />}
          {slots.isError && (
            <p role="alert" className="text-red-800">
              We couldn't load today's collection times. Please refresh the page.
            </p>
          )}
          {slots.data && <CollectionTimeFields slots={slots.data} register={register} errors={errors} />}

          <FormField label="Special Instructions" error={errors.specialInstructions?.message}>
            <textarea rows={3} {...register("specialInstructions")} />
          </FormField>

          {submitError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {submitError}
            </p>
          )}
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="ghost" onClick={onBack}>
              Back to Cart
            </Button>
            <Button type="submit" size="lg" disabled={place.isPending || lines.length === 0}>
              {place.isPending ? "Placing Order..." : `Place Order - ${formatPence(shownPricing.totalPence)}`}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
