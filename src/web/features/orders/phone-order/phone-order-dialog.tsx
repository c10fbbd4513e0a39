/**
 * The phone order sheet (issue 22 item 6): staff build the diner's order from the menu (options and
 * meal deals in the diner's own dialog, the cart's own rules), see the server's quote with its
 * promotions, and send it with the diner's name, phone and how it is paid. The server prices and
 * books it as it does a diner's order.
 */

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Minus, Plus } from "lucide-react";
import { Dialog } from "radix-ui";
import { type ReactNode, useRef, useState } from "react";
import type { FieldErrors } from "react-hook-form";
import { formatPence } from "@shared/money";
import type { Order } from "@shared/orders/order.schema";
import { PHONE_ORDER_PAYMENT_LABELS, PHONE_ORDER_PAYMENTS } from "@shared/orders/phone-order.schema";
import { Button } from "@web/components/ui/button";
import { FormField, HookForm, InputField } from "@web/components/ui/form-field";
import { DialogCloseButton, SiteDialog } from "@web/components/ui/site-dialog";
import { Spinner } from "@web/components/ui/spinner";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { spendVoucherOnOrder } from "@web/features/gift-vouchers/api/spend-voucher-at-counter";
import { adminOrdersQueryKey } from "@web/features/kitchen-board/api/get-board-orders";
import { menuQueryOptions } from "@web/features/menu/api/get-menu";
import { DishOptionsDialog } from "@web/features/menu/dish-options-dialog";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { collectionSlotsQueryOptions } from "../api/get-collection-slots";
import { placePhoneOrder } from "../api/place-phone-order";
import { cartQuoteQueryOptions } from "../api/quote-order";
import { type CartLine, cartLineKey, cartPricing, setCartQuantity, toRequestItems } from "../cart";
import { ChosenOptionsList } from "../chosen-options-list";
import { codeToSend } from "../components/code-status";
import { CollectionTimeFields, useCollectionOnSlots } from "../components/collection-time-fields";
import { CouponForm } from "../components/coupon-form";
import { PriceSummary } from "../components/price-summary";
import { useOrderingAvailability } from "../ordering-status";
import { useAddDish } from "../use-add-dish";
import { DishPicker } from "./dish-picker";
import {
  EMPTY_PHONE_ORDER,
  type PhoneOrderFormValues,
  phoneOrderFormSchema,
  toPhoneOrderRequest,
} from "./phone-order-form.schema";

const Field = InputField<PhoneOrderFormValues>;
type CheckoutFields = Parameters<typeof CollectionTimeFields>[0];

export function PhoneOrderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SiteDialog
      open={open}
      onClose={onClose}
      panelClassName="fixed inset-2 z-50 flex flex-col overflow-hidden rounded-xl bg-cream shadow-xl sm:inset-4"
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 px-4 py-3">
        <div>
          <Dialog.Title className="text-xl font-bold text-maroon-800">New phone order</Dialog.Title>
          <Dialog.Description className="text-sm text-stone-700">
            An order taken by phone or at the counter: priced, timed and sent to the kitchen like an online
            order.
          </Dialog.Description>
        </div>
        <DialogCloseButton className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md text-stone-700 hover:bg-maroon-50 hover:text-maroon-800" />
      </div>
      {open && <PhoneOrderBuilder onPlaced={onClose} />}
    </SiteDialog>
  );
}

/** One of the sheet's two columns (the menu, the order), each scrolling on its own. */
function SheetColumn({
  headingId,
  title,
  className,
  children,
}: {
  headingId: string;
  title: string;
  /** Its spacing and border. */
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={`min-h-0 overflow-y-auto p-4 ${className}`}>
      <h3 id={headingId} className="text-lg font-bold text-maroon-800">
        {title}
      </h3>
      {children}
    </section>
  );
}

function PhoneOrderBuilder({ onPlaced }: { onPlaced: (order: Order) => void }) {
  const queryClient = useQueryClient();
  const menu = useQuery(menuQueryOptions());
  const slots = useQuery(collectionSlotsQueryOptions());
  const { canOrder } = useOrderingAvailability();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  // One key per order being taken: a retried tap after a lost answer returns the order placed.
  const idempotencyKey = useRef(crypto.randomUUID());

  const quote = useQuery(
    cartQuoteQueryOptions({
      items: toRequestItems(lines, { withNotes: false }),
      couponCode,
      pointsToRedeem: 0,
    }),
  );
  const pricing = cartPricing(quote, lines);

  const form = useSchemaForm(phoneOrderFormSchema, EMPTY_PHONE_ORDER);
  const { register, formState } = form;
  useCollectionOnSlots(slots.data, form);
  const { onAddFromMenu, optionsDialog } = useAddDish({ lines, setLines, menu: menu.data ?? [] });

  const place = useMutation({
    mutationFn: async (values: Parameters<typeof toPhoneOrderRequest>[0]) => {
      const order = await placePhoneOrder(
        toPhoneOrderRequest(values, lines, codeToSend(couponCode, quote.data)),
        idempotencyKey.current,
      );
      if (!values.giftVoucherCode) return { order, voucher: null };
      // The order stands whatever the voucher's answer; a refused code is said, and the board can
      // take another or card and cash.
      try {
        return { order, voucher: await spendVoucherOnOrder(order.id, values.giftVoucherCode) };
      } catch (error) {
        const reason = error instanceof ApiError ? error.serverMessage : "The voucher was not taken.";
        return { order, voucher: reason };
      }
    },
    onSuccess: ({ order, voucher }) => {
      toast.success(`Phone order ${order.orderNumber} placed`, {
        description: `${order.customerName}, collection at ${order.collectionTime}: ${order.totalAmount}.`,
      });
      if (typeof voucher === "string") toast.error("Voucher not taken", { description: voucher });
      else if (voucher)
        toast.success(`${formatPence(voucher.spentPence)} from the gift voucher`, {
          description:
            voucher.amountDuePence === 0
              ? "The order is paid."
              : `${formatPence(voucher.amountDuePence)} left to take at the counter.`,
        });
      void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminStatsQueryKey });
      onPlaced(order);
    },
    onError: (error) => {
      const reason = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
      setSubmitError(reason ?? "Failed to place order. Please try again.");
      toast.error("Order Failed", { description: reason ?? "Failed to place order. Please try again." });
      void slots.refetch();
    },
  });

  const errors = formState.errors;
  const count = lines.reduce((n, l) => n + l.quantity, 0);

  return (
    <div className="grid min-h-0 flex-1 md:grid-cols-2">
      <SheetColumn headingId="phone-menu-heading" title="Menu" className="space-y-3 max-md:max-h-[45vh]">
        {menu.isPending ? (
          <Spinner label="Loading the menu" />
        ) : menu.isError ? (
          <p role="alert" className="text-red-800">
            We couldn't load the menu. Please try again.
          </p>
        ) : (
          <DishPicker menu={menu.data} onAdd={onAddFromMenu} />
        )}
      </SheetColumn>

      <SheetColumn
        headingId="phone-order-heading"
        title={`Order (${count} ${count === 1 ? "item" : "items"})`}
        className="space-y-4 border-stone-200 md:border-l"
      >
        {lines.length === 0 ? (
          <p className="text-stone-700">Add dishes from the menu.</p>
        ) : (
          <ul aria-label="Dishes in this order" className="space-y-2">
            {lines.map((line) => {
              const key = cartLineKey(line);
              return (
                <li
                  key={key}
                  className="flex items-start justify-between gap-3 rounded-lg bg-white p-2 ring-1 ring-stone-200"
                >
                  <span className="min-w-0">
                    <span className="font-semibold">{line.name}</span>
                    <ChosenOptionsList options={line.options} />
                  </span>
                  <span className="flex shrink-0 items-center gap-1">
                    <button
                      type="button"
                      aria-label={`One fewer ${line.name}`}
                      onClick={() => setLines((current) => setCartQuantity(current, key, line.quantity - 1))}
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg ring-1 ring-stone-300 hover:bg-maroon-50"
                    >
                      <Minus className="h-4 w-4" aria-hidden="true" />
                    </button>
                    <span className="w-8 text-center font-semibold">
                      <span className="sr-only">Quantity </span>
                      {line.quantity}
                    </span>
                    <button
                      type="button"
                      aria-label={`One more ${line.name}`}
                      onClick={() => setLines((current) => setCartQuantity(current, key, line.quantity + 1))}
                      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg ring-1 ring-stone-300 hover:bg-maroon-50"
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" />
                    </button>
                    <span className="w-20 text-right">{formatPence(line.pricePence * line.quantity)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
        <PriceSummary pricing={pricing} />
        <CouponForm key={couponCode ?? ""} applied={couponCode} quote={quote.data} onApply={setCouponCode} />

        <HookForm
          form={form}
          onValid={(values) => {
            setSubmitError(null);
            place.mutate(values);
          }}
          aria-labelledby="phone-details-heading"
          className="space-y-3"
        >
          <h4 id="phone-details-heading" className="font-bold text-stone-900">
            Diner and collection
          </h4>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field name="customerName" label="Full Name" required autoComplete="off" />
            <Field name="customerPhone" label="Phone Number" required type="tel" autoComplete="off" />
          </div>
          <Field
            name="customerEmail"
            label="Email"
            optional
            type="email"
            autoComplete="off"
            hint="For a confirmation email."
          />
          {slots.isPending && <Spinner label="Loading collection times" />}
          {slots.data && (
            <CollectionTimeFields
              slots={slots.data}
              canOrder={canOrder}
              register={register as unknown as CheckoutFields["register"]}
              errors={errors as FieldErrors as CheckoutFields["errors"]}
            />
          )}
          <FormField label="Special Instructions" error={errors.specialInstructions?.message}>
            <textarea rows={2} {...register("specialInstructions")} />
          </FormField>
          <fieldset className="space-y-1">
            <legend className="text-sm font-semibold text-stone-800">Payment</legend>
            {PHONE_ORDER_PAYMENTS.map((payment) => (
              <label
                key={payment}
                className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-maroon-50"
              >
                <input type="radio" value={payment} className="h-5 w-5" {...register("paymentMethod")} />
                {PHONE_ORDER_PAYMENT_LABELS[payment]}
              </label>
            ))}
            {errors.paymentMethod?.message && (
              <p className="text-sm font-medium text-red-800">{errors.paymentMethod.message}</p>
            )}
          </fieldset>
          <Field
            name="giftVoucherCode"
            label="Gift voucher code"
            optional
            autoComplete="off"
            spellCheck={false}
            hint="The voucher pays what it can now; the rest is taken by card or cash on the board."
          />
          {submitError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {submitError}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={place.isPending || lines.length === 0 || pricing.state !== "priced"}
          >
            {place.isPending
              ? "Placing order..."
              : pricing.state === "priced"
                ? `Place phone order - ${formatPence(pricing.totalPence)}`
                : "Place phone order"}
          </Button>
          {lines.length === 0 && <p className="text-sm text-stone-700">Add a dish to place the order.</p>}
        </HookForm>
      </SheetColumn>
      <DishOptionsDialog {...optionsDialog} />
    </div>
  );
}
