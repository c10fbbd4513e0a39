import { useQuery } from "@tanstack/react-query";
import { summariseCashUp } from "@shared/cash-up/cash-up";
import { CASH_UP_AMOUNT_FIELDS, type CashUp } from "@shared/cash-up/cash-up.schema";
import { formatPence } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { Button } from "@web/components/ui/button";
import { cardClass } from "@web/components/ui/form-card";
import { BoundField, FormField, HookForm, InputField, PoundsField } from "@web/components/ui/form-field";
import { UnpaidOrdersList } from "@web/features/payments/unpaid-orders-list";
import { ApiError } from "@web/lib/api-client";
import { formatCalendarDate } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { correctCashUp } from "../api/correct-cash-up";
import { createCashUp } from "../api/create-cash-up";
import { cashUpsQueryKey } from "../api/get-cash-ups";
import { onlineSalesQueryOptions } from "../api/get-online-sales";
import {
  CashUpFormSchema,
  type CashUpFormValues,
  cashUpToForm,
  emptyCashUpForm,
  poundsToPence,
} from "../cash-up-form.schema";
import { CashUpOutcome } from "./cash-up-outcome";
import { DriversCash } from "./drivers-cash";

const Field = InputField<CashUpFormValues>;
const Pounds = PoundsField<CashUpFormValues>;
const Bound = BoundField<CashUpFormValues>;

/**
 * The site counts the orders staff marked paid on the board, phone and online (the lines below the
 * amounts), and the catering payments made on the site; the typed figures leave them out, or the
 * takings and the reports would count them twice.
 */
const COUNTER_HINTS: Partial<Record<(typeof CASH_UP_AMOUNT_FIELDS)[number][0], string>> = {
  counterSalesCardPence: "Leave out orders marked paid by card on the orders board: the site adds them.",
  counterSalesCashPence: "Leave out orders marked paid in cash on the orders board: the site adds them.",
  cateringSalesPence:
    "Leave out catering deposits and balances paid on the site: the reports add them to catering.",
};

export interface CashUpFormProps {
  /** A saved cash-up to correct; without it the form records a new day. */
  editing?: CashUp;
  /** Opens the saved cash-up of a date for correction (offered when that day already has one). */
  onOpen: (date: string) => void;
  /** The correction was saved or abandoned. */
  onDone: () => void;
}

/**
 * Tonight's cash-up, or an owner's correction of a saved one (same fields and arithmetic; the date
 * of a correction is fixed and the server audits it with before and after).
 */
export function CashUpForm({ editing, onOpen, onDone }: CashUpFormProps) {
  const today = getLondonMoment(new Date()).date;
  const form = useSchemaForm(CashUpFormSchema, editing ? cashUpToForm(editing) : emptyCashUpForm(today));
  const { watch, reset } = form;
  const date = watch("date");
  const online = useQuery({ ...onlineSalesQueryOptions(date), enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const onlineSalesPence = online.data?.onlineSalesPence ?? 0;
  const onlineRefundsPence = online.data?.onlineRefundsPence ?? 0;
  const phoneCardSalesPence = online.data?.phoneCardSalesPence ?? 0;
  const phoneCashSalesPence = online.data?.phoneCashSalesPence ?? 0;
  const onlineCounterCardSalesPence = online.data?.onlineCounterCardSalesPence ?? 0;
  const onlineCounterCashSalesPence = online.data?.onlineCounterCashSalesPence ?? 0;
  const giftVoucherSalesPence = online.data?.giftVoucherSalesPence ?? 0;
  const save = useAdminMutation({
    mutationFn: editing ? correctCashUp : createCashUp,
    success: (c) => (editing ? `Cash-up for ${c.date} corrected` : `Cash-up for ${c.date} saved`),
    failure: editing ? "Cash-up not corrected" : "Cash-up not saved",
    invalidate: [cashUpsQueryKey],
    onSuccess: () => {
      reset(emptyCashUpForm(today));
      if (editing) onDone();
    },
  });
  // "A cash-up for that date already exists. Open it to correct it...": the button below opens it.
  const alreadyCashedUp =
    !editing && save.error instanceof ApiError && save.error.status === 409 ? save.error.serverMessage : null;

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
    onlineRefundsPence,
    phoneCardSalesPence,
    phoneCashSalesPence,
    onlineCounterCardSalesPence,
    onlineCounterCashSalesPence,
    giftVoucherSalesPence,
    cashOutAmountPence: amount("cashOutAmountPence"),
    refundsPence: amount("refundsPence"),
  });
  const show = (pence: number) => (online.isPending ? "…" : formatPence(pence));

  return (
    <HookForm
      form={form}
      className="grid gap-6 lg:grid-cols-[2fr_1fr]"
      aria-label={editing ? `Correct the cash-up for ${formatCalendarDate(editing.date)}` : "Cash-up"}
      onValid={(input) => save.mutate(input)}
    >
      <div className={`grid gap-4 ${cardClass} sm:grid-cols-2`}>
        {editing ? (
          <p className="font-semibold text-stone-900 sm:col-span-2">
            Correcting the cash-up for {formatCalendarDate(editing.date)} (entered by{" "}
            {editing.enteredBy ?? "unknown"})
          </p>
        ) : (
          <Field name="date" label="Date" required className="sm:col-span-2" type="date" max={today} />
        )}
        {CASH_UP_AMOUNT_FIELDS.map(([name, label]) => (
          <Pounds key={name} name={name} label={label} hint={COUNTER_HINTS[name]} placeholder="0.00" />
        ))}
        {(
          [
            [
              "Online orders",
              onlineSalesPence,
              "Paid online that day (card, PayPal): filled in by the server from the orders, not typed.",
            ],
            [
              "Online refunds",
              onlineRefundsPence,
              "Refunds of online orders made that day: taken off the online sales.",
            ],
            ["Online sales after refunds", onlineSalesPence - onlineRefundsPence, undefined],
            [
              "Online orders paid by card at the counter",
              onlineCounterCardSalesPence,
              "Pay-at-collection orders marked paid by card on the orders board that day, less their refunds.",
            ],
            [
              "Online orders paid in cash at the counter",
              onlineCounterCashSalesPence,
              "Pay-at-collection orders marked paid in cash on the orders board that day, less their refunds: in the drawer.",
            ],
            [
              "Phone orders paid by card",
              phoneCardSalesPence,
              "Marked paid by card on the orders board that day, less their refunds: from the orders.",
            ],
            [
              "Phone orders paid in cash",
              phoneCashSalesPence,
              "Marked paid in cash on the orders board that day, less their refunds: in the drawer.",
            ],
            [
              "Gift vouchers taken",
              giftVoucherSalesPence,
              "What gift vouchers paid of the day's orders, less refunds put back on them: a sale, not cash or card.",
            ],
          ] as const
        ).map(([label, pence, hint]) => (
          <FormField key={label} label={`${label} (£)`} hint={hint}>
            {/* Read-only (dashed, grey): the server takes these from the orders, never from the form. */}
            <input value={show(pence)} readOnly />
          </FormField>
        ))}
        <Field name="cashOutTakenBy" label="Cash out taken by" />
        <Field name="cashOutReason" label="Cash out reason" />
        <Bound name="notes" label="Notes" optional className="sm:col-span-2">
          <textarea rows={2} />
        </Bound>
      </div>
      <div className={`space-y-4 ${cardClass}`}>
        <h3 className="text-lg font-bold text-maroon-800">The drawer</h3>
        <p className="text-sm text-stone-700">
          Expected cash is the opening balance plus cash sales and the orders marked paid in cash on the
          board, less cash out and refunds.
        </p>
        <CashUpOutcome summary={summary} countedPence={amount("closingBalancePence")} />
        <DriversCash delivery={online.data?.delivery} />
        {online.data && <UnpaidOrdersList unpaid={online.data.unpaidOrders} />}
        {alreadyCashedUp && (
          <div role="alert" className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-stone-900">
            <p>This day is already cashed up.</p>
            <Button type="button" variant="secondary" size="sm" onClick={() => onOpen(date)}>
              Open the cash-up for {formatCalendarDate(date)} to correct it
            </Button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {editing ? "Save correction" : "Save cash-up"}
          </Button>
          {editing && (
            <Button type="button" variant="ghost" onClick={onDone}>
              Cancel correction
            </Button>
          )}
        </div>
      </div>
    </HookForm>
  );
}
