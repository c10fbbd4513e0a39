import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { formatPence } from "../../../../shared/money";
import { NO_TIMES_LABEL } from "../../../../shared/orders/collection-slots";
import { OrderFormSchema, type PlacedOrder, type Quote } from "../../../../shared/orders/place-order.schema";
import type { Pricing } from "../../../../shared/orders/pricing";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { ApiError } from "../../../lib/api-client";
import { useCustomer } from "../../accounts/customer-context";
import { collectionSlotsQueryOptions } from "../api/get-collection-slots";
import { restaurantStatusQueryOptions } from "../api/get-restaurant-status";
import { placeOrder } from "../api/place-order";
import { quoteOrder } from "../api/quote-order";
import type { CartLine } from "../cart";
import { PriceSummary } from "./price-summary";

type FormInput = z.input<typeof OrderFormSchema>;
type FormOutput = z.output<typeof OrderFormSchema>;

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

function inlineMessage(message: string | undefined): string | undefined {
  return message?.replace(/^Missing Information - /, "");
}

export interface CheckoutViewProps {
  lines: CartLine[];
  pricing: Pricing;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
}

export function CheckoutView({ lines, pricing, onBack, onPlaced }: CheckoutViewProps) {
  const { customer } = useCustomer();
  const slots = useQuery(collectionSlotsQueryOptions());
  const status = useQuery(restaurantStatusQueryOptions());
  // One key per checkout attempt: a retry after a lost answer returns the order already placed.
  const idempotencyKey = useRef(newIdempotencyKey());
  const [couponInput, setCouponInput] = useState("");
  const [quote, setQuote] = useState<Quote | null>(null);
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
    quantity: l.quantity,
    ...(l.specialInstructions.trim() ? { specialInstructions: l.specialInstructions.trim() } : {}),
  }));
  // The cart may change while a quote is shown (it cannot here, but a stale quote must never show).
  const shownPricing = quote && quote.subtotalPence === pricing.subtotalPence ? quote : pricing;

  const applyCoupon = useMutation({
    mutationFn: (code: string) => quoteOrder({ items, couponCode: code }),
    onSuccess: (result) => setQuote(result),
    onError: () => setQuote(null),
  });

  const place = useMutation({
    mutationFn: (values: FormOutput) =>
      placeOrder(
        {
          ...values,
          items,
          totalAmount: formatPence(shownPricing.totalPence),
          couponCode: quote?.couponCode ?? null,
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

  const noSlots = slots.isSuccess && slots.data.slots.length === 0;
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
        <section
          aria-labelledby="summary-heading"
          className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-stone-200"
        >
          <h3 id="summary-heading" className="font-display text-xl font-bold text-maroon-800">
            Order Summary
          </h3>
          <ul className="space-y-2">
            {lines.map((l) => (
              <li key={l.id} className="flex justify-between gap-4 text-stone-800">
                <span>
                  {l.quantity} x {l.name}
                  {l.specialInstructions && (
                    <span className="block text-sm text-stone-700">Note: {l.specialInstructions}</span>
                  )}
                </span>
                <span>{formatPence(l.pricePence * l.quantity)}</span>
              </li>
            ))}
          </ul>
          <PriceSummary pricing={shownPricing} />
          <form
            className="flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (couponInput.trim()) applyCoupon.mutate(couponInput.trim());
            }}
          >
            <label className="flex-1 text-sm font-semibold text-stone-800">
              Coupon code
              <input
                value={couponInput}
                onChange={(e) => setCouponInput(e.target.value.toUpperCase())}
                maxLength={20}
                className="mt-1 block w-full rounded-lg border border-stone-400 px-3 py-2 font-normal uppercase"
              />
            </label>
            <Button type="submit" variant="secondary" disabled={applyCoupon.isPending || !couponInput.trim()}>
              Apply
            </Button>
            <div aria-live="polite" className="w-full text-sm">
              {applyCoupon.isError && (
                <p className="text-red-800">We couldn't check that code. Please try again.</p>
              )}
              {quote?.couponCode && <p className="text-green-800">Coupon {quote.couponCode} applied.</p>}
              {quote?.couponError && <p className="text-red-800">{quote.couponError}</p>}
            </div>
          </form>
        </section>

        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="details-heading"
          className="space-y-4 rounded-xl bg-white p-5 ring-1 ring-stone-200"
        >
          <h3 id="details-heading" className="font-display text-xl font-bold text-maroon-800">
            Your Details
          </h3>
          <p className="text-sm text-stone-700">
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">required</span> are required.
          </p>
          <Field
            label="Full Name"
            required
            error={inlineMessage(errors.customerName?.message)}
            id="customerName"
          >
            <input
              id="customerName"
              autoComplete="name"
              {...register("customerName")}
              {...fieldProps(!!errors.customerName, "customerName")}
            />
          </Field>
          <Field
            label="Phone Number"
            required
            error={inlineMessage(errors.customerPhone?.message)}
            id="customerPhone"
          >
            <input
              id="customerPhone"
              type="tel"
              autoComplete="tel"
              {...register("customerPhone")}
              {...fieldProps(!!errors.customerPhone, "customerPhone")}
            />
          </Field>
          <Field label="Email (optional)" error={errors.customerEmail?.message} id="customerEmail">
            <input
              id="customerEmail"
              type="email"
              autoComplete="email"
              {...register("customerEmail")}
              {...fieldProps(!!errors.customerEmail, "customerEmail")}
            />
          </Field>

          {slots.isPending && <Spinner label="Loading collection times" />}
          {slots.isError && (
            <p role="alert" className="text-red-800">
              We couldn't load today's collection times. Please refresh the page.
            </p>
          )}
          {slots.data && (
            <>
              <Field
                label="Collection Date"
                required
                error={inlineMessage(errors.collectionDate?.message)}
                id="collectionDate"
              >
                <select
                  id="collectionDate"
                  disabled={!slots.data.date}
                  {...register("collectionDate")}
                  {...fieldProps(!!errors.collectionDate, "collectionDate")}
                >
                  {slots.data.date ? (
                    <option value={slots.data.date}>{slots.data.dateLabel}</option>
                  ) : (
                    <option value="">No dates available</option>
                  )}
                </select>
              </Field>
              {slots.data.message && (
                <p
                  role="alert"
                  className="rounded-lg bg-saffron-50 p-3 text-sm text-stone-900 ring-1 ring-saffron-200"
                >
                  {slots.data.message}
                </p>
              )}
              <Field
                label="Collection Time"
                required
                error={inlineMessage(errors.collectionTime?.message)}
                id="collectionTime"
              >
                <select
                  id="collectionTime"
                  disabled={noSlots}
                  {...register("collectionTime")}
                  {...fieldProps(!!errors.collectionTime, "collectionTime")}
                >
                  {noSlots ? (
                    <option value="">{NO_TIMES_LABEL}</option>
                  ) : (
                    <>
                      <option value="">Select a time</option>
                      {slots.data.slots.map((s) => (
                        <option key={s.time} value={s.time}>
                          {s.label}
                        </option>
                      ))}
                    </>
                  )}
                </select>
              </Field>
              {noSlots && (
                <div className="space-y-1 text-sm text-stone-800">
                  {slots.data.hint && <p>{slots.data.hint}</p>}
                  {slots.data.tomorrowPeriods.length > 0 && (
                    <p>
                      Tomorrow you can order for:{" "}
                      {slots.data.tomorrowPeriods
                        .map((p) => `${p.name} ${p.openTime}-${p.closeTime}`)
                        .join(", ")}
                      .
                    </p>
                  )}
                </div>
              )}
            </>
          )}

          <Field
            label="Special Instructions"
            error={errors.specialInstructions?.message}
            id="specialInstructions"
          >
            <textarea
              id="specialInstructions"
              rows={3}
              {...register("specialInstructions")}
              {...fieldProps(!!errors.specialInstructions, "specialInstructions")}
            />
          </Field>

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

function fieldProps(invalid: boolean, id: string) {
  return {
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${id}-error` : undefined,
    className:
      "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 disabled:bg-stone-100",
  };
}

function Field({
  label,
  required,
  error,
  id,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  id: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
        {required && (
          <>
            <span aria-hidden="true" className="text-red-800">
              {" "}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
