/**
 * Tips in the owner's Employees tab (issue 40, decision 0051): the checkout percentages, and the
 * week's pay beside each person's share of the tips (online and counter, shared by hours worked
 * or the owner's split of a day).
 */
import { useQuery } from "@tanstack/react-query";
import { formatPence } from "@shared/money";
import type { TipSettings, TipWeek } from "@shared/tips/tips.schema";
import { Button } from "../../components/ui/button";
import { DataTable } from "../../components/ui/data-table";
import { CheckboxField, HookForm, InputField } from "../../components/ui/form-field";
import { Spinner } from "../../components/ui/spinner";
import { describeError } from "../../lib/api-client";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { useSchemaForm } from "../../lib/use-schema-form";
import {
  saveTipSettings,
  tipSettingsQueryKey,
  tipSettingsQueryOptions,
  tipWeekQueryOptions,
} from "./api/tips";
import { TipDaySplit } from "./tip-day-split";
import { type TipSettingsForm, TipSettingsFormSchema } from "./tip-settings-form.schema";

function TipSettingsEditor({ settings }: { settings: TipSettings }) {
  const form = useSchemaForm(TipSettingsFormSchema, {
    enabled: settings.enabled,
    percentages: settings.percentages.join(", "),
  });
  const save = useAdminMutation({
    mutationFn: saveTipSettings,
    success: "Tip settings saved",
    failure: (m) => `Tip settings not saved: ${m}`,
    replaceData: tipSettingsQueryKey,
  });
  return (
    <HookForm
      form={form}
      onValid={(v) => save.mutate(v)}
      aria-label="Tips at checkout"
      className="flex flex-wrap items-end gap-3"
    >
      <CheckboxField<TipSettingsForm> name="enabled" label="Offer a tip at checkout" />
      <InputField<TipSettingsForm>
        name="percentages"
        label="Tip percentages"
        hint="Whole numbers, e.g. 5, 10, 12"
        error={form.formState.errors.percentages?.message}
      />
      <Button type="submit" disabled={save.isPending}>
        Save tip settings
      </Button>
    </HookForm>
  );
}

function WeekPay({ week }: { week: TipWeek }) {
  return (
    <>
      <DataTable
        caption="Week pay and tips"
        rows={week.employees}
        rowKey={(e) => e.employeeId}
        columns={[
          { header: "Employee", cell: (e) => e.name, rowHeader: true },
          { header: "Pay for hours", cell: (e) => formatPence(e.payPence) },
          { header: "Tips", cell: (e) => formatPence(e.tipsPence) },
          { header: "Pay and tips", cell: (e) => formatPence(e.payPence + e.tipsPence) },
        ]}
      />
      <p className="text-sm text-stone-700">
        Tips this week: {formatPence(week.tipsPence)}, online tips of the orders collected each day and the
        counter tips of its cash-up, shared to who worked that day by hours worked, or as you set for a day
        below.
        {week.unsharedPence > 0 &&
          ` ${formatPence(week.unsharedPence)} is not shared yet: nobody's hours are entered for its day.`}
      </p>
    </>
  );
}

export function TipsPanel({ week }: { week: string }) {
  const settings = useQuery(tipSettingsQueryOptions());
  const pay = useQuery(tipWeekQueryOptions(week));
  return (
    <section aria-labelledby="tips-heading" className="space-y-4">
      <h3 id="tips-heading" className="text-lg font-bold text-maroon-800">
        Tips
      </h3>
      {settings.data ? (
        <TipSettingsEditor settings={settings.data} />
      ) : settings.isError ? (
        <p role="alert">Could not load the tip settings: {describeError(settings.error)}</p>
      ) : (
        <Spinner label="Loading tip settings" />
      )}
      {pay.data ? (
        <>
          <WeekPay week={pay.data} />
          <TipDaySplit weekStart={pay.data.weekStart} />
        </>
      ) : pay.isError ? (
        <p role="alert">Could not load the week's tips: {describeError(pay.error)}</p>
      ) : (
        <Spinner label="Loading the week's pay" />
      )}
    </section>
  );
}
