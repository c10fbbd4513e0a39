/**
 * "Have a gift voucher?" on an order's payment (issue 38 item 3): the diner's code pays all or part
 * of what is due; the server takes no more than the voucher's balance or what is due, and the rest
 * is paid as before (card, PayPal, the simulated payment, or at collection).
 */
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { VoucherCodeRequestSchema } from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField } from "@web/components/ui/form-field";
import type { GuestOrder } from "@web/features/payments/api/order-token";
import { describeError } from "@web/lib/api-client";
import { into } from "@web/lib/form-schema";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { spendVoucherOnOrder } from "./api/spend-voucher-online";

const VoucherCodeFormSchema = z
  .object({ code: z.string().trim().min(1, "Enter the code on the voucher") })
  .transform(into(VoucherCodeRequestSchema));

export function VoucherPayment({ order, onApplied }: { order: GuestOrder; onApplied: () => void }) {
  const form = useSchemaForm(VoucherCodeFormSchema, { code: "" });
  const spend = useMutation({
    mutationFn: ({ code }: { code: string }) => spendVoucherOnOrder(order, code),
    onSuccess: (result) => {
      toast.success("Gift voucher applied", {
        description: `${formatPence(result.spentPence)} paid by your voucher; ${formatPence(result.balancePence)} left on it.`,
      });
      form.reset({ code: "" });
      onApplied();
    },
  });
  return (
    <section
      aria-labelledby="voucher-payment-heading"
      className="rounded-xl bg-white p-6 ring-1 ring-stone-200"
    >
      <h2 id="voucher-payment-heading" className="font-display text-lg font-bold text-maroon-800">
        Have a gift voucher?
      </h2>
      <HookForm
        form={form}
        aria-label="Pay with a gift voucher"
        className="mt-3 flex flex-wrap items-end gap-3"
        onValid={(body) => spend.mutate(body)}
      >
        <InputField<{ code: string }>
          name="code"
          label="Voucher code"
          autoComplete="off"
          maxLength={40}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          className="min-w-56 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={spend.isPending}>
          {spend.isPending ? "Applying..." : "Apply voucher"}
        </Button>
      </HookForm>
      {spend.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {describeError(spend.error)}
        </p>
      )}
    </section>
  );
}
