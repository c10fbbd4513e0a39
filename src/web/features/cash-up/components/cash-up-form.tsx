import { useQuery } from "@tanstack/react-query";
import { summariseCashUp } from "../../../../shared/cash-up/cash-up";
import { CASH_UP_AMOUNT_FIELDS } from "../../../../shared/cash-up/cash-up.schema";
import { formatPence } from "../../../../shared/money";
import { getLondonMoment } from "../../../../shared/opening-hours/london-time";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { createCashUp } from "../api/create-cash-up";
import { cashUpsQueryKey } from "../api/get-cash-ups";
import { onlineSalesQueryOptions } from "../api/get-online-sales";
import { CashUpFormSchema, emptyCashUpForm, poundsToPence } from "../cash-up-form.schema";
import { CashUpOutcome } from "./cash-up-outcome";

export function CashUpForm() {
  const today = getLondonMoment(new Date()).date;
  const form = useSchemaForm(CashUpFormSchema, emptyCashUpForm(today));
  const { register, handleSubmit, watch, formState, reset } = form;
  const errors = formState.errors;
  const date = watch("date");
  const online = useQuery({ ...onlineSalesQueryOptions(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const onlineSalesPence = online.data?.onlineSalesPence ?? 0;
  const save = useAdminMutation({
    mutationFn: createCashUp,
    success: (c) => `Cash-up for ${c.date} saved`,
    failure: "Cash-up not saved",
    invalidate: [cashUpsQueryKey],
    onSuccess: () => reset(emptyCashUpForm(today)),
  });

  // The live preview uses the same arithmetic the server stores.
  const values = watch();
  const amount = (name: (typeof CASH_UP_AMOUNT_FIELDS)[number][0]) =>
    Math.max(0, poundsToPence(values[name]) ?? 0);
  const summary = summariseCashUp({
    openingBalancePence: amount("openingBalancePence"),
    closingBalancePence: amount("closingBalancePence"),
    counterSalesCardPence: amount("counterSalesCardPence"),
    counterSalesCashPence: amount("counterSalesCashPence"),
    uberEatsSalesPence: amount("uberEatsSalesPence"),
    justEatSalesPence: amount("justEatSalesPence"),
    deliverooSalesPence: amount("deliverooSalesPence"),
    cateringSalesPence: amount("cateringSalesPence"),
    onlineSalesPence,
    cashOutAmountPence: amount("cashOutAmountPence"),
    refundsPence: amount("refundsPence"),
  });

  return (
    <form
      className="grid gap-6 lg:grid-cols-[2fr_1fr]"
      noValidate
      aria-label="Cash-up"
      onSubmit={handleSubmit((input) => save.mutate(input))}
    >
      <div className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2">
        <FormField label="Date" required error={errors.date?.message} className="sm:col-span-2">
          <input type="date" max={today} {...register("date")} />
        </FormField>
        {CASH_UP_AMOUNT_FIELDS.map(([name, label]) => (
          <FormField key={name} label={`${label} (£)`} error={errors[name]?.message}>
            <input inputMode="decimal" placeholder="0.00" {...register(name)} />
          </FormField>
        ))}
        <FormField
          label="Online orders (£)"
          hint="Paid online that day: filled in by the server from the orders, not typed."
        >
          <input value={online.isPending ? "…" : formatPence(onlineSalesPence)} readOnly />
        </FormField>
        <FormField label="Cash out taken by" error={errors.cashOutTakenBy?.message}>
          <input {...register("cashOutTakenBy")} />
        </FormField>
        <FormField label="Cash out reason" error={errors.cashOutReason?.message}>
          <input {...register("cashOutReason")} />
        </FormField>
        <FormField label="Notes" optional error={errors.notes?.message} className="sm:col-span-2">
          <textarea rows={2} {...register("notes")} />
        </FormField>
      </div>
      <div className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
        <h3 className="text-lg font-bold text-maroon-800">The drawer</h3>
        <p className="text-sm text-stone-700">
          Expected cash is the opening balance plus cash sales, less cash out and refunds.
        </p>
        <CashUpOutcome summary={summary} countedPence={amount("closingBalancePence")} />
        <Button type="submit" disabled={save.isPending}>
          Save cash-up
        </Button>
      </div>
    </form>
  );
}
