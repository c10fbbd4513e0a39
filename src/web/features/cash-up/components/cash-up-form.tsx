import { useQuery } from "@tanstack/react-query";
import { summariseCashUp } from "../../../../shared/cash-up/cash-up";
import { CASH_UP_AMOUNT_FIELDS } from "../../../../shared/cash-up/cash-up.schema";
import { formatPence } from "../../../../shared/money";
import { getLondonMoment } from "../../../../shared/opening-hours/london-time";
import { Button } from "../../../components/ui/button";
import { cardClass } from "../../../components/ui/form-card";
import { BoundField, FormField, HookForm, InputField, PoundsField } from "../../../components/ui/form-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { createCashUp } from "../api/create-cash-up";
import { cashUpsQueryKey } from "../api/get-cash-ups";
import { onlineSalesQueryOptions } from "../api/get-online-sales";
import {
  CashUpFormSchema,
  type CashUpFormValues,
  emptyCashUpForm,
  poundsToPence,
} from "../cash-up-form.schema";
import { CashUpOutcome } from "./cash-up-outcome";

const Field = InputField<CashUpFormValues>;
const Pounds = PoundsField<CashUpFormValues>;
const Bound = BoundField<CashUpFormValues>;

export function CashUpForm() {
  const today = getLondonMoment(new Date()).date;
  const form = useSchemaForm(CashUpFormSchema, emptyCashUpForm(today));
  const { watch, reset } = form;
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
    <HookForm
      form={form}
      className="grid gap-6 lg:grid-cols-[2fr_1fr]"
      aria-label="Cash-up"
      onValid={(input) => save.mutate(input)}
    >
      <div className={`grid gap-4 ${cardClass} sm:grid-cols-2`}>
        <Field name="date" label="Date" required className="sm:col-span-2" type="date" max={today} />
        {CASH_UP_AMOUNT_FIELDS.map(([name, label]) => (
          <Pounds key={name} name={name} label={label} placeholder="0.00" />
        ))}
        <FormField
          label="Online orders (£)"
          hint="Paid online that day: filled in by the server from the orders, not typed."
        >
          <input value={online.isPending ? "…" : formatPence(onlineSalesPence)} readOnly />
        </FormField>
        <Field name="cashOutTakenBy" label="Cash out taken by" />
        <Field name="cashOutReason" label="Cash out reason" />
        <Bound name="notes" label="Notes" optional className="sm:col-span-2">
          <textarea rows={2} />
        </Bound>
      </div>
      <div className={`space-y-4 ${cardClass}`}>
        <h3 className="text-lg font-bold text-maroon-800">The drawer</h3>
        <p className="text-sm text-stone-700">
          Expected cash is the opening balance plus cash sales, less cash out and refunds.
        </p>
        <CashUpOutcome summary={summary} countedPence={amount("closingBalancePence")} />
        <Button type="submit" disabled={save.isPending}>
          Save cash-up
        </Button>
      </div>
    </HookForm>
  );
}
