/**
 * An unpaid order, phone or online (decisions 0026 and 0035): when the diner pays at the counter,
 * one tap records how. Until then the order is not in the takings (and is listed as unpaid at
 * close); from then it counts on today's, on its channel's card or cash line. A gift voucher the
 * diner quotes pays all or part of it first (issue 38); card or cash then takes only the rest.
 */
import { Banknote, CreditCard, Gift } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { VoucherCodeRequestSchema } from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatPence } from "@shared/money";
import type { Order } from "@shared/orders/order.schema";
import { COUNTER_PAYMENT_WORDS, type CounterPaymentMethod } from "@shared/orders/phone-order.schema";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { spendVoucherOnOrder } from "@web/features/gift-vouchers/api/spend-voucher-at-counter";
import { takeCounterPayment } from "@web/features/orders/api/take-counter-payment";
import { todayReportQueryKey } from "@web/features/reports/api/get-today-report";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { adminOrdersQueryKey } from "./api/get-board-orders";

const VoucherFormSchema = z.object({ code: z.string() }).pipe(VoucherCodeRequestSchema);
type VoucherFormValues = z.input<typeof VoucherFormSchema>;

/** What is still to take at the counter: the total less what vouchers paid. */
function amountDue(order: Pick<Order, "totalPence" | "giftVoucherPence">): number {
  return order.totalPence - (order.giftVoucherPence ?? 0);
}

export function TakePaymentButtons({ order }: { order: Order }) {
  const [takingVoucher, setTakingVoucher] = useState(false);
  const due = amountDue(order);
  const invalidate = [adminOrdersQueryKey, adminStatsQueryKey, todayReportQueryKey];
  const pay = useAdminMutation({
    mutationFn: (method: CounterPaymentMethod) => takeCounterPayment(order.id, { method }),
    success: (paid, method) =>
      `${formatPence(amountDue(paid))} taken ${COUNTER_PAYMENT_WORDS[method]} for ${paid.orderNumber}`,
    failure: "Could not record the payment",
    invalidate,
  });
  const voucher = useAdminMutation({
    mutationFn: (code: string) => spendVoucherOnOrder(order.id, code),
    success: (spent) =>
      spent.amountDuePence === 0
        ? `${formatPence(spent.spentPence)} from the voucher: order ${order.orderNumber} is paid`
        : `${formatPence(spent.spentPence)} from the voucher: ${formatPence(spent.amountDuePence)} left to take`,
    failure: "Voucher not taken",
    invalidate,
    onSuccess: () => setTakingVoucher(false),
  });
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">Take payment for order {order.orderNumber}</legend>
      {due !== order.totalPence && (
        <span className="text-sm font-semibold text-stone-800">{formatPence(due)} to take</span>
      )}
      <Button size="sm" variant="secondary" disabled={pay.isPending} onClick={() => pay.mutate("card")}>
        <CreditCard size={16} aria-hidden="true" /> Paid by card
      </Button>
      <Button size="sm" variant="secondary" disabled={pay.isPending} onClick={() => pay.mutate("cash")}>
        <Banknote size={16} aria-hidden="true" /> Paid in cash
      </Button>
      <Button size="sm" variant="secondary" onClick={() => setTakingVoucher(true)}>
        <Gift size={16} aria-hidden="true" /> Gift voucher
      </Button>
      <FormDialog
        open={takingVoucher}
        onOpenChange={setTakingVoucher}
        title={`Gift voucher for order ${order.orderNumber}`}
      >
        {takingVoucher && (
          <VoucherForm pending={voucher.isPending} due={due} onSpend={(code) => voucher.mutate(code)} />
        )}
      </FormDialog>
    </fieldset>
  );
}

function VoucherForm({
  due,
  pending,
  onSpend,
}: {
  due: number;
  pending: boolean;
  onSpend: (code: string) => void;
}) {
  const form = useSchemaForm(VoucherFormSchema, { code: "" });
  return (
    <HookForm form={form} className="space-y-4" onValid={(v) => onSpend(v.code)}>
      <p className="text-stone-800">
        The voucher pays up to {formatPence(due)}; anything left is then taken by card or in cash.
      </p>
      <InputField<VoucherFormValues>
        name="code"
        label="Voucher code"
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
      />
      <Button type="submit" disabled={pending}>
        Take the voucher
      </Button>
    </HookForm>
  );
}
