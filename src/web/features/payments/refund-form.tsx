import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { formatPence, parsePounds } from "../../../shared/money";
import type { Order } from "../../../shared/orders/order.schema";
import { getRefundablePence } from "../../../shared/payments/refunds";
import { Button } from "../../components/ui/button";
import { ApiError } from "../../lib/api-client";
import { formatInstant } from "../../lib/format";
import { orderRefundsQueryKey, orderRefundsQueryOptions } from "./api/get-order-refunds";
import { refundOrder } from "./api/refund-order";

export interface RefundFormProps {
  order: Pick<
    Order,
    "id" | "orderNumber" | "totalPence" | "refundedPence" | "paymentStatus" | "paymentMethod"
  >;
}

const PROVIDER_LABELS = { stripe: "card (Stripe)", paypal: "PayPal", test: "test mode" } as const;

/**
 * Staff refund a paid order in full or in part (admin orders tab; also offered on a cancelled paid
 * order). The server checks the amount again and refunds through the provider that took the money.
 */
export function RefundForm({ order }: RefundFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const refundable = getRefundablePence(order);
  const refunds = useQuery({ ...orderRefundsQueryOptions(order.id), enabled: order.refundedPence > 0 });

  const schema = z
    .object({ kind: z.enum(["full", "part"]), amount: z.string(), reason: z.string().max(500) })
    .superRefine((value, ctx) => {
      if (value.kind !== "part") return;
      const pence = parsePounds(value.amount);
      if (pence === null || pence <= 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount in pounds, e.g. 5.50" });
      } else if (pence > refundable) {
        ctx.addIssue({
          code: "custom",
          path: ["amount"],
          message: `At most ${formatPence(refundable)} can be refunded`,
        });
      }
    });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { kind: "full", amount: "", reason: "" },
  });
  const kind = form.watch("kind");

  const refund = useMutation({
    mutationFn: (values: Values) =>
      refundOrder(order.id, {
        amountPence: values.kind === "part" ? (parsePounds(values.amount) ?? undefined) : undefined,
        reason: values.reason.trim() || undefined,
      }),
    onSuccess: (result) => {
      const last = result.refunds.at(-1);
      toast.success("Refund issued", {
        description: `${formatPence(last?.amountPence ?? 0)} refunded for order ${order.orderNumber}`,
      });
      form.reset({ kind: "full", amount: "", reason: "" });
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
        <form
          onSubmit={form.handleSubmit((values) => refund.mutate(values))}
          className="space-y-3"
          noValidate
        >
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
          {kind === "part" && (
            <div>
              <label htmlFor={`${id}-amount`} className="block text-sm font-medium text-stone-900">
                Amount to refund (£)
              </label>
              <input
                id={`${id}-amount`}
                inputMode="decimal"
                className="mt-1 w-40 rounded-md border border-stone-400 px-3 py-1.5"
                aria-invalid={form.formState.errors.amount ? true : undefined}
                aria-describedby={form.formState.errors.amount ? `${id}-amount-error` : undefined}
                {...form.register("amount")}
              />
              {form.formState.errors.amount && (
                <p id={`${id}-amount-error`} className="mt-1 text-sm text-red-800">
                  {form.formState.errors.amount.message}
                </p>
              )}
            </div>
          )}
          <div>
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-stone-900">
              Reason (optional)
            </label>
            <input
              id={`${id}-reason`}
              className="mt-1 w-full rounded-md border border-stone-400 px-3 py-1.5"
              {...form.register("reason")}
            />
          </div>
          <Button type="submit" variant="danger" size="sm" disabled={refund.isPending}>
            {refund.isPending ? "Refunding..." : "Refund"}
          </Button>
        </form>
      )}
    </section>
  );
}
