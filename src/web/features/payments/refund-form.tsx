import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { formatPence } from "@shared/money";
import type { Order } from "@shared/orders/order.schema";
import type { RefundRequest } from "@shared/payments/payment.schema";
import { getRefundablePence, refundTipPart } from "@shared/payments/refunds";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { CheckboxField, HookForm, InputField, PoundsField } from "@web/components/ui/form-field";
import { ApiError } from "@web/lib/api-client";
import { formatInstant } from "@web/lib/format";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { orderRefundsQueryKey, orderRefundsQueryOptions } from "./api/get-order-refunds";
import { refundOrder } from "./api/refund-order";
import {
  REFUND_KIND_MESSAGE,
  type RefundFormValues,
  refundFormSchema,
  refundQuestion,
} from "./refund-form.schema";

export interface RefundFormProps {
  order: Pick<
    Order,
    | "id"
    | "orderNumber"
    | "totalPence"
    | "refundedPence"
    | "paymentStatus"
    | "paymentMethod"
    | "delivery"
    | "tipPence"
  >;
}

/** Neither full nor part is chosen, at first or after a refund (issue 24). */
const EMPTY: RefundFormValues = { kind: "", amount: "", withFee: false, withTip: false, reason: "" };
const Field = InputField<RefundFormValues>;
const Pounds = PoundsField<RefundFormValues>;

const PROVIDER_LABELS = {
  stripe: "card (Stripe)",
  paypal: "PayPal",
  test: "test mode",
  card: "card at the counter",
  cash: "cash at the counter",
  gift_voucher: "gift voucher",
} as const;

/**
 * Staff refund a paid order in full or in part (admin orders tab; also offered on a cancelled paid
 * order), after confirming the amount in words. The server checks the amount again and refunds
 * through the provider that took the money.
 */
export function RefundForm({ order }: RefundFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const refundable = getRefundablePence(order);
  // A tip may have gone back alone (refundedPence 0): the history says how much of it is left.
  const refunds = useQuery({
    ...orderRefundsQueryOptions(order.id),
    enabled: order.refundedPence > 0 || order.tipPence > 0,
  });
  const refundedPence = refunds.data?.payment.refundedPence ?? order.refundedPence;
  const history = refunds.data?.refunds ?? [];
  const remaining = refunds.data ? getRefundablePence(refunds.data.payment) : refundable;
  // A delivery order's fee not yet given back (issue 35): a part refund can add it with a tick.
  const feeRefunded = history.reduce((n, r) => n + r.deliveryFeePence, 0);
  const feeLeft = Math.min(remaining, Math.max(0, (order.delivery?.feePence ?? 0) - feeRefunded));
  // The diner's tip not yet given back (issue 40): a full refund returns it, a part one if ticked.
  const tipLeft =
    order.paymentStatus === "pending"
      ? 0
      : Math.max(0, order.tipPence - history.reduce((n, r) => n + r.tipPence, 0));

  const form = useSchemaForm(refundFormSchema(remaining, feeLeft, tipLeft), EMPTY);
  const kind = form.watch("kind");
  const withFee = form.watch("withFee");
  const withTip = form.watch("withTip");
  /** The checked request, waiting for the owner's yes. */
  const [pending, setPending] = useState<RefundRequest | null>(null);

  const refund = useMutation({
    mutationFn: (body: RefundRequest) => refundOrder(order.id, body),
    onSuccess: (result) => {
      const last = result.refunds.at(-1);
      toast.success("Refund issued", {
        description: `${formatPence((last?.amountPence ?? 0) + (last?.tipPence ?? 0))} refunded for order ${order.orderNumber}`,
      });
      form.reset(EMPTY);
      queryClient.setQueryData(orderRefundsQueryKey(order.id), result);
      void queryClient.invalidateQueries({ queryKey: ["/api/admin/orders"] });
    },
    onError: (error) => {
      toast.error("Refund failed", {
        description: (error instanceof ApiError && error.serverMessage) || "Please try again.",
      });
    },
  });
  const kindError = form.formState.errors.kind ? REFUND_KIND_MESSAGE : null;

  return (
    // Not a heading: the form sits inside whatever heading level the admin's order card uses.
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-lg bg-stone-50 p-4 ring-1 ring-stone-200"
    >
      <p id={`${id}-title`} className="font-semibold text-stone-900">
        Refund
      </p>
      {order.paymentStatus === "pending" ? (
        <p className="text-sm text-stone-700">Not paid online: nothing to refund.</p>
      ) : (
        <p className="text-sm text-stone-700">
          Paid {formatPence(order.totalPence)}
          {order.tipPence > 0 ? ` and a ${formatPence(order.tipPence)} tip` : ""}
          {order.paymentMethod ? ` by ${PROVIDER_LABELS[order.paymentMethod]}` : ""}. Refunded{" "}
          {formatPence(refundedPence)}; {formatPence(remaining)} left to refund
          {order.tipPence > 0 ? ` (and ${formatPence(tipLeft)} of the tip)` : ""}.
        </p>
      )}
      {history.length > 0 && (
        <ul className="space-y-1 text-sm text-stone-700" aria-label="Refunds made">
          {history.map((r) => (
            <li key={r.id}>
              {formatPence(r.amountPence + r.tipPence)}
              {r.tipPence > 0 ? ` (with the ${formatPence(r.tipPence)} tip)` : ""} on{" "}
              {formatInstant(r.createdAt)}
              {r.reason ? ` - ${r.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
      {(remaining > 0 || tipLeft > 0) && (
        <HookForm form={form} onValid={(body) => setPending(body)} className="space-y-3">
          <fieldset
            className="flex flex-wrap gap-4"
            aria-invalid={kindError ? true : undefined}
            aria-describedby={kindError ? `${id}-kind-error` : undefined}
          >
            <legend className="sr-only">Refund amount</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="full" {...form.register("kind")} />{" "}
              {remaining > 0 ? "Full refund" : "The tip"} ({fullRefundWords(remaining, feeLeft, tipLeft)})
            </label>
            {remaining > 0 && (
              <label className="flex items-center gap-2 text-sm">
                <input type="radio" value="part" {...form.register("kind")} /> Part refund
              </label>
            )}
          </fieldset>
          {kindError && (
            <p id={`${id}-kind-error`} className="text-sm font-medium text-red-800">
              {kindError}
            </p>
          )}
          {kind === "part" && (
            <Pounds
              name="amount"
              label={feeLeft > 0 || tipLeft > 0 ? "Amount to refund for the order" : "Amount to refund"}
              optional={(feeLeft > 0 && withFee) || (tipLeft > 0 && withTip)}
              className="w-40"
            />
          )}
          {kind === "part" && feeLeft > 0 && (
            <CheckboxField<RefundFormValues>
              name="withFee"
              className="flex items-center gap-2 text-sm"
              label={`Refund the delivery fee too (${formatPence(feeLeft)})`}
            />
          )}
          {kind === "part" && tipLeft > 0 && (
            <CheckboxField<RefundFormValues>
              name="withTip"
              className="flex items-center gap-2 text-sm"
              label={`Refund the diner's tip too (${formatPence(tipLeft)})`}
            />
          )}
          <Field name="reason" label="Reason" optional maxLength={500} />
          <Button type="submit" variant="danger" size="sm" disabled={refund.isPending}>
            {refund.isPending ? "Refunding..." : "Refund"}
          </Button>
        </HookForm>
      )}
      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={
          pending
            ? refundQuestion(
                (pending.amountPence ?? remaining) + tipPart(pending, remaining, tipLeft),
                order.totalPence + order.tipPence,
                order.paymentMethod,
              )
            : ""
        }
        description={
          <>
            Order {order.orderNumber}.{" "}
            {pending
              ? `${feeWords(pending, remaining, feeLeft)}${tipWords(pending, remaining, tipLeft)}${formatPence(remaining - (pending.amountPence ?? remaining))} will be left to refund afterwards. The diner is emailed.`
              : ""}
          </>
        }
        confirmLabel={
          <>
            Yes, refund{" "}
            {formatPence(
              (pending?.amountPence ?? remaining) + (pending ? tipPart(pending, remaining, tipLeft) : 0),
            )}
          </>
        }
        onConfirm={() => {
          if (pending) refund.mutate(pending);
          setPending(null);
        }}
      />
    </section>
  );
}

/** "It includes the £2.50 delivery fee. " when the refund gives the fee back, for the confirmation. */
function feeWords(request: RefundRequest, remaining: number, feeLeft: number): string {
  const fee = request.deliveryFeePence ?? ((request.amountPence ?? remaining) >= remaining ? feeLeft : 0);
  return fee > 0 ? `It includes the ${formatPence(fee)} delivery fee. ` : "";
}

/** "£24.50, with the £2.50 delivery fee and the £1.50 tip": what the full refund gives back. */
function fullRefundWords(remaining: number, feeLeft: number, tipLeft: number): string {
  const withs = [
    feeLeft > 0 ? `the ${formatPence(feeLeft)} delivery fee` : null,
    tipLeft > 0 && remaining > 0 ? `the ${formatPence(tipLeft)} tip` : null,
  ].filter((w) => w !== null);
  if (remaining === 0) return formatPence(tipLeft);
  return withs.length > 0 ? `${formatPence(remaining)}, with ${withs.join(" and ")}` : formatPence(remaining);
}

/** The tip the request gives back, by the server's rule (src/shared/payments/refunds.ts). */
function tipPart(request: RefundRequest, remaining: number, tipLeft: number): number {
  const part = refundTipPart({
    amountPence: request.amountPence ?? remaining,
    refundablePence: remaining,
    tipLeftPence: tipLeft,
    refundTip: request.refundTip,
  });
  return "error" in part ? 0 : part.tipPence;
}

/** "It gives back the diner's £1.50 tip. " when it does, for the confirmation. */
function tipWords(request: RefundRequest, remaining: number, tipLeft: number): string {
  const tip = tipPart(request, remaining, tipLeft);
  return tip > 0 ? `It gives back the diner's ${formatPence(tip)} tip. ` : "";
}
