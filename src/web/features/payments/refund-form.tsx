import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { toast } from "sonner";
import { formatPence } from "@shared/money";
import type { Order } from "@shared/orders/order.schema";
import type { RefundRequest } from "@shared/payments/payment.schema";
import { getRefundablePence } from "@shared/payments/refunds";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField, PoundsField } from "@web/components/ui/form-field";
import { ApiError } from "@web/lib/api-client";
import { formatInstant } from "@web/lib/format";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { orderRefundsQueryKey, orderRefundsQueryOptions } from "./api/get-order-refunds";
import { refundOrder } from "./api/refund-order";
import { type RefundFormValues, refundFormSchema } from "./refund-form.schema";

export interface RefundFormProps {
  order: Pick<
    Order,
    "id" | "orderNumber" | "totalPence" | "refundedPence" | "paymentStatus" | "paymentMethod"
  >;
}

const EMPTY: RefundFormValues = { kind: "full", amount: "", reason: "" };
const Field = InputField<RefundFormValues>;
const Pounds = PoundsField<RefundFormValues>;

const PROVIDER_LABELS = {
  stripe: "card (Stripe)",
  paypal: "PayPal",
  test: "test mode",
  card: "card at the counter",
  cash: "cash at the counter",
} as const;

/**
 * Staff refund a paid order in full or in part (admin orders tab; also offered on a cancelled paid
 * order). The server checks the amount again and refunds through the provider that took the money.
 */
export function RefundForm({ order }: RefundFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const refundable = getRefundablePence(order);
  const refunds = useQuery({ ...orderRefundsQueryOptions(order.id), enabled: order.refundedPence > 0 });

  const form = useSchemaForm(refundFormSchema(refundable), EMPTY);
  const kind = form.watch("kind");

  const refund = useMutation({
    mutationFn: (body: RefundRequest) => refundOrder(order.id, body),
    onSuccess: (result) => {
      const last = result.refunds.at(-1);
      toast.success("Refund issued", {
        description: `${formatPence(last?.amountPence ?? 0)} refunded for order ${order.orderNumber}`,
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

  const refundedPence = refunds.data?.payment.refundedPence ?? order.refundedPence;
  const history = refunds.data?.refunds ?? [];
  const remaining = refunds.data ? getRefundablePence(refunds.data.payment) : refundable;

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
          {order.paymentMethod ? ` by ${PROVIDER_LABELS[order.paymentMethod]}` : ""}. Refunded{" "}
          {formatPence(refundedPence)}; {formatPence(remaining)} left to refund.
        </p>
      )}
      {history.length > 0 && (
        <ul className="space-y-1 text-sm text-stone-700" aria-label="Refunds made">
          {history.map((r) => (
            <li key={r.id}>
              {formatPence(r.amountPence)} on {formatInstant(r.createdAt)}
              {r.reason ? ` - ${r.reason}` : ""}
            </li>
          ))}
        </ul>
      )}
      {remaining > 0 && (
        <HookForm form={form} onValid={(body) => refund.mutate(body)} className="space-y-3">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">Refund amount</legend>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="full" {...form.register("kind")} /> Full refund (
              {formatPence(remaining)})
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="part" {...form.register("kind")} /> Part refund
            </label>
          </fieldset>
          {kind === "part" && <Pounds name="amount" label="Amount to refund" className="w-40" />}
          <Field name="reason" label="Reason" optional maxLength={500} />
          <Button type="submit" variant="danger" size="sm" disabled={refund.isPending}>
            {refund.isPending ? "Refunding..." : "Refund"}
          </Button>
        </HookForm>
      )}
    </section>
  );
}
