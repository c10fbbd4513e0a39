import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent, ReactNode } from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import type { DeliveryAddressInput, Fulfilment } from "@shared/delivery/delivery-order.schema";
import { formatPence } from "@shared/money";
import { OrderFormSchema, type PlacedOrder, type Quote } from "@shared/orders/place-order.schema";
import { tipPence } from "@shared/tips/tips";
import { Button } from "@web/components/ui/button";
import { ConsentCheckbox, FormField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { useCustomer } from "../../accounts/customer-context";
import { DeliveryFields, useDeliveryChoice } from "../../delivery/delivery-checkout";
import { deliveryReadyWords, deliverySlots } from "../../delivery/delivery-slots";
import { useOrderAheadSlots } from "../../order-ahead/use-order-ahead-slots";
import { TipChoice } from "../../tips/tip-choice";
import { collectionSlotsQueryOptions } from "../api/get-collection-slots";
import { orderingStatusQueryKey } from "../api/get-ordering-status";
import { placeOrder } from "../api/place-order";
import { type CartLine, cartLineKey, toRequestItems } from "../cart";
import { OrderItemLine } from "../order-item-line";
import { OrderingStatusBanner, unavailableButtonProps, useOrderingAvailability } from "../ordering-status";
import type { CartPricing } from "./cart-view";
import { inlineMessage } from "./checkout-messages";
import { CodeStatus, codeToSend } from "./code-status";
import { CollectionTimeFields, useCollectionOnSlots } from "./collection-time-fields";
import { PriceSummary } from "./price-summary";

type FormOutput = z.output<typeof OrderFormSchema>;

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export interface CheckoutViewProps {
  lines: CartLine[];
  pricing: CartPricing;
  /** The code the diner entered and the points to spend: the quote says what they do. */
  couponCode: string | null;
  quote: Quote | undefined;
  onRemoveCode: () => void;
  pointsToRedeem: number;
  promotionControls: ReactNode;
  onBack: () => void;
  onPlaced: (order: PlacedOrder) => void;
  /** The later day (and time) chosen, for the quote; null for today (order ahead, issue 39). */
  onLaterDay?: (day: { collectionDate: string; collectionTime: string } | null) => void;
  /** Collection or delivery chosen: the cart is priced again for it (a collection-only offer). */
  onFulfilment?: (fulfilment: Fulfilment) => void;
  /** The cart's dishes sold out only today: today is not offered while they are in it (issue 39). */
  soldOutToday?: readonly string[];
}

const NONE: readonly string[] = [];

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
  quote,
  onRemoveCode,
  pointsToRedeem,
  promotionControls,
  onBack,
  onPlaced,
  onLaterDay,
  onFulfilment,
  soldOutToday = NONE,
}: CheckoutViewProps) {
  const { customer } = useCustomer();
  const queryClient = useQueryClient();
  const slots = useQuery(collectionSlotsQueryOptions());
  const { status, canOrder, unavailableReason } = useOrderingAvailability();
  // One key per checkout attempt: a retry after a lost answer returns the order already placed.
  const idempotencyKey = useRef(newIdempotencyKey());
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [tipPercent, setTipPercent] = useState(0);
  // Delivery (issue 35): shown only when the owner offers it; collection is unchanged.
  const delivery = useDeliveryChoice();
  useEffect(() => {
    onFulfilment?.(delivery.fulfilment);
  }, [onFulfilment, delivery.fulfilment]);

  const form = useSchemaForm(OrderFormSchema, {
    customerName: customer ? `${customer.firstName} ${customer.lastName}` : "",
    customerPhone: customer?.phone ?? "",
    customerEmail: customer?.email ?? "",
    collectionDate: "",
    collectionTime: "",
    specialInstructions: "",
    reviewRequestConsent: false,
  });
  const { register, formState } = form;
  // Order ahead (issue 39): the chosen day's slots; today's own while the owner's setting is off.
  const ahead = useOrderAheadSlots(slots.data, form.watch("collectionDate"), soldOutToday);
  // A delivery today is offered from the zone's earliest time to the day's last delivery time
  // (issue 35), the server's rule.
  const earliestDelivery =
    delivery.fulfilment === "delivery" && delivery.check?.delivers && !ahead.laterDay
      ? delivery.check.earliestTime
      : undefined;
  const latestDelivery = delivery.check?.latestTime ?? null;
  const offeredSlots = useMemo(
    () =>
      ahead.slots && earliestDelivery !== undefined
        ? deliverySlots(ahead.slots, { earliestTime: earliestDelivery, latestTime: latestDelivery })
        : ahead.slots,
    [ahead.slots, earliestDelivery, latestDelivery],
  );
  useCollectionOnSlots(offeredSlots, form);
  const chosenTime = form.watch("collectionTime") || offeredSlots?.slots[0]?.time || "";
  const laterDate = ahead.laterDay ? (ahead.slots?.date ?? null) : null;
  useEffect(() => {
    onLaterDay?.(laterDate && chosenTime ? { collectionDate: laterDate, collectionTime: chosenTime } : null);
  }, [onLaterDay, laterDate, chosenTime]);

  const items = toRequestItems(lines, { withNotes: true });
  const shownPricing = pricing;
  // What the card is charged: the order's total, the delivery fee the postcode check priced and the tip.
  const tip = tipPence(shownPricing.totalPence, tipPercent);
  const delivering = delivery.fulfilment === "delivery" && Boolean(delivery.check?.delivers);
  const toPay = shownPricing.totalPence + delivery.feePence + tip;

  const place = useMutation({
    mutationFn: ({
      deliveryRequest,
      ...values
    }: FormOutput & { deliveryRequest: DeliveryAddressInput | null }) =>
      placeOrder(
        {
          ...values,
          items,
          totalAmount: formatPence(shownPricing.totalPence),
          // A code that cannot be used is left off, as the checkout said before Place Order.
          couponCode: codeToSend(couponCode, quote),
          pointsToRedeem,
          tipPercent,
          ...(deliveryRequest ? { delivery: deliveryRequest } : {}),
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
      // The server's own reason (a code's, a slot's, a pause's) tells the diner what to change;
      // the spec's generic text only when there is none (a network failure, a server error).
      const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
      setSubmitError(reason);
      toast.error("Order Failed", { description: reason ?? "Failed to place order. Please try again." });
      slots.refetch();
      void queryClient.invalidateQueries({ queryKey: orderingStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["/api/orders/quote"] });
    },
  });

  const submit = form.handleSubmit(
    (values) => {
      setSubmitError(null);
      const chosen = delivery.request();
      if (!chosen.ok) {
        setSubmitError(chosen.message);
        return;
      }
      place.mutate({ ...values, deliveryRequest: chosen.delivery });
    },
    () => toast.error("Missing Information", { description: "Please fill in all required fields" }),
  );
  // The ordering state comes first: closed or paused, Place Order says so (no form to fix).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (canOrder || ahead.laterDay) return submit(event);
    event.preventDefault();
    toast.error("Ordering unavailable", { description: unavailableReason ?? undefined });
  };

  const errors = formState.errors;

  return (
    <section aria-labelledby="checkout-heading" className="space-y-6">
      <h2 id="checkout-heading" tabIndex={-1} className="font-display text-2xl font-bold text-maroon-800">
        Checkout
      </h2>

      {status ? (
        <OrderingStatusBanner
          todayHours={slots.data?.todayHours}
          readyWords={
            offeredSlots && earliestDelivery !== undefined ? deliveryReadyWords(offeredSlots) : undefined
          }
        />
      ) : (
        <p role="status">Checking whether we're taking orders...</p>
      )}

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
          {shownPricing.state === "priced" && (delivery.feePence > 0 || tip > 0 || delivering) && (
            <dl className="space-y-1 text-stone-800" data-testid="to-pay-summary">
              {delivering && (
                <div className="flex justify-between">
                  <dt>Delivery</dt>
                  <dd>{delivery.feePence === 0 ? "Free" : formatPence(delivery.feePence)}</dd>
                </div>
              )}
              {tip > 0 && (
                <div className="flex justify-between">
                  <dt>Tip</dt>
                  <dd>{formatPence(tip)}</dd>
                </div>
              )}
              <div className="flex justify-between font-bold">
                <dt>To pay</dt>
                <dd data-testid="to-pay">{formatPence(toPay)}</dd>
              </div>
            </dl>
          )}
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
          <ConsentCheckbox
            label="Email me once, after I collect, to ask how it was (needs an email above)"
            {...register("reviewRequestConsent")}
          />

          {slots.isPending && <Spinner label="Loading collection times" />}
          {slots.isError && (
            <p role="alert" className="text-red-800">
              We couldn't load today's collection times. Please refresh the page.
            </p>
          )}
          <DeliveryFields choice={delivery} basketPence={shownPricing.totalPence} laterDate={laterDate} />
          {offeredSlots && (
            <CollectionTimeFields
              slots={offeredSlots}
              canOrder={canOrder || ahead.laterDay}
              dates={ahead.dates}
              notOffered={ahead.notOffered}
              fulfilment={delivery.fulfilment}
              register={register}
              errors={errors}
            />
          )}

          <FormField label="Special Instructions" error={errors.specialInstructions?.message}>
            <textarea rows={3} {...register("specialInstructions")} />
          </FormField>

          <CodeStatus code={couponCode} quote={quote} onRemove={onRemoveCode} />
          <TipChoice totalPence={shownPricing.totalPence} value={tipPercent} onChange={setTipPercent} />
          {submitError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {submitError}
            </p>
          )}
          <p className="text-sm text-stone-700">
            Placing your order accepts our{" "}
            <Link className="underline" to="/terms">
              terms of sale
            </Link>
            ; see how we use your details in our{" "}
            <Link className="underline" to="/privacy">
              privacy notice
            </Link>{" "}
            and ask us about{" "}
            <Link className="underline" to="/allergens">
              allergens
            </Link>
            .
          </p>
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="ghost" onClick={onBack}>
              Back to Cart
            </Button>
            <Button
              type="submit"
              size="lg"
              disabled={place.isPending || lines.length === 0 || shownPricing.state !== "priced"}
              {...unavailableButtonProps(unavailableReason)}
            >
              {place.isPending
                ? "Placing Order..."
                : shownPricing.state !== "priced"
                  ? "Place Order"
                  : `Place Order - ${formatPence(toPay)}`}
            </Button>
          </div>
        </form>
      </div>
    </section>
  );
}
