/**
 * The owner's VAT (issue 40): the registration the receipts print, the quarter's return figures with
 * the rows behind each box (purchases to check first, a CSV per box), and the rate of each dish and
 * choice with HMRC's rule beside it. Loaded when the owner first opens the tab.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatPence } from "@shared/money";
import { formatVatRate, VAT_RATES } from "@shared/vat/vat";
import {
  VAT_BASES,
  VAT_BASIS_LABELS,
  type VatDishRates,
  type VatRegistration,
  type VatReturn,
} from "@shared/vat/vat.schema";
import { VAT_BOX_LABELS } from "@shared/vat/vat-return";
import { Button } from "@web/components/ui/button";
import { DataTable } from "@web/components/ui/data-table";
import { Card, FormCard } from "@web/components/ui/form-card";
import { CheckboxField, InputField, SelectField } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDate, formatCalendarDateWithYear, formatMonth } from "@web/lib/format";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  saveVatRate,
  saveVatRegistration,
  vatRatesKey,
  vatRatesQueryOptions,
  vatRegistrationKey,
  vatRegistrationQueryOptions,
  vatReturnKey,
  vatReturnQueryOptions,
} from "./api/vat-requests";
import { VatRegistrationFormSchema, type VatRegistrationFormValues } from "./vat-forms.schema";

const STAGGER_LABELS: Record<string, string> = {
  "1": "Quarters ending March, June, September, December",
  "2": "Quarters ending April, July, October, January",
  "3": "Quarters ending May, August, November, February",
};

// HMRC: a delivery charge follows the supply it goes with (VAT Notice 709/1): hot food is standard.
const FEE_RATE_LABELS: Record<string, string> = {
  [String(VAT_RATES.standard)]: `Standard ${formatVatRate(VAT_RATES.standard)} (hot food)`,
  [String(VAT_RATES.zero)]: `Zero ${formatVatRate(VAT_RATES.zero)} (cold takeaway food only)`,
};

function RegistrationForm({ registration }: { registration: VatRegistration }) {
  const client = useQueryClient();
  const form = useSchemaForm(VatRegistrationFormSchema, {
    registered: registration.registered,
    vatNumber: registration.vatNumber ?? "",
    stagger: String(registration.stagger),
    basis: registration.basis,
    deliveryFeeRate: String(registration.deliveryFeeRateBasisPoints),
  });
  const save = useMutation({
    mutationFn: saveVatRegistration,
    onSuccess: (saved) => {
      toast.success("VAT settings saved");
      // The form shows the number as the server keeps it; the return follows the new quarters.
      client.setQueryData(vatRegistrationKey, saved);
      void client.invalidateQueries({ queryKey: vatReturnKey });
    },
    onError: (e) => toast.error(`VAT settings not saved: ${describeError(e)}`),
  });
  const Field = InputField<VatRegistrationFormValues>;
  return (
    <FormCard
      label="VAT registration"
      form={form}
      save={save}
      className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <CheckboxField<VatRegistrationFormValues> name="registered" label="Registered for VAT" />
      <Field name="vatNumber" label="VAT number" optional hint="As HMRC issued it, e.g. GB123456789" />
      <SelectField<VatRegistrationFormValues>
        name="stagger"
        label="VAT quarters"
        values={["1", "2", "3"]}
        labels={STAGGER_LABELS}
      />
      <SelectField<VatRegistrationFormValues>
        name="basis"
        label="Accounting"
        values={VAT_BASES}
        labels={VAT_BASIS_LABELS}
      />
      <SelectField<VatRegistrationFormValues>
        name="deliveryFeeRate"
        label="Delivery fee VAT"
        values={[String(VAT_RATES.standard), String(VAT_RATES.zero)]}
        labels={FEE_RATE_LABELS}
      />
      <Button type="submit" disabled={save.isPending}>
        Save VAT settings
      </Button>
    </FormCard>
  );
}

function ReturnView({ report, onQuarter }: { report: VatReturn; onQuarter: (q: string) => void }) {
  const b = report.boxes;
  const csv = (box?: number) =>
    `/api/admin/vat/return.csv?quarter=${report.quarter}${box === undefined ? "" : `&box=${box}`}`;
  const boxes: [number, string, boolean][] = [
    [1, formatPence(b.box1), true],
    [2, formatPence(b.box2), false],
    [3, formatPence(b.box3), false],
    [4, formatPence(b.box4), true],
    [
      5,
      `${formatPence(b.box5)}${b.direction === "to-pay" ? " to pay" : b.direction === "to-reclaim" ? " to reclaim" : ""}`,
      false,
    ],
    [6, `£${b.box6}`, true],
    [7, `£${b.box7}`, true],
    [8, `£${b.box8}`, false],
    [9, `£${b.box9}`, false],
  ];
  return (
    <section aria-labelledby="vat-return" className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <h3 id="vat-return" className="text-xl font-bold text-maroon-800">
          VAT return: {formatCalendarDateWithYear(report.from)} to {formatCalendarDateWithYear(report.to)}
        </h3>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Quarter
          <select
            className="rounded-md border border-stone-300 bg-white px-2 py-1.5"
            value={report.quarter}
            onChange={(e) => onQuarter(e.target.value)}
          >
            {report.quarters.map((q) => (
              <option key={q} value={q}>
                Ending {formatMonth(q)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="text-sm text-stone-700">
        {VAT_BASIS_LABELS[report.basis]}.{" "}
        {report.registered ? "" : "The restaurant is not registered for VAT: sales carry no VAT. "}
        {report.checkCount > 0
          ? `${report.checkCount} row${report.checkCount === 1 ? "" : "s"} to check before trusting the figures (listed first below).`
          : "Nothing to check."}
      </p>
      <DataTable
        caption="The nine boxes"
        rows={boxes}
        rowKey={([n]) => n}
        columns={[
          {
            header: "Box",
            rowHeader: true,
            className: "font-normal",
            cell: ([n]) => `${n}. ${VAT_BOX_LABELS[n as 1]}`,
          },
          { header: "Figure", align: "right", cell: ([, v]) => v },
          {
            header: "Rows",
            align: "right",
            cell: ([n, , traced]) =>
              traced ? (
                <a className="text-maroon-800 underline" href={csv(n)} download>
                  Box {n} rows (CSV)
                </a>
              ) : (
                ""
              ),
          },
        ]}
      />
      <a className="text-maroon-800 underline" href={csv()} download>
        Every row of the quarter (CSV)
      </a>
      <DataTable
        caption="The rows behind the figures"
        rows={report.rows}
        rowKey={(r) => `${r.kind}|${r.reference}|${r.description}|${r.date}`}
        columns={[
          { header: "Date", cell: (r) => formatCalendarDate(r.date) },
          { header: "What", cell: (r) => r.description },
          { header: "Gross", align: "right", cell: (r) => formatPence(r.grossPence) },
          { header: "VAT", align: "right", cell: (r) => formatPence(r.vatPence) },
          {
            header: "Check",
            cell: (r) => (r.check ? <span className="font-medium text-amber-900">{r.check}</span> : ""),
          },
        ]}
      />
    </section>
  );
}

function RateSelect({
  label,
  value,
  defaultLabel,
  onChange,
}: {
  label: string;
  value: number | null;
  defaultLabel: string;
  onChange: (rate: number | null) => void;
}) {
  return (
    <select
      aria-label={label}
      className="rounded-md border border-stone-300 bg-white px-2 py-1"
      value={value === null ? "" : String(value)}
      onChange={(e) => onChange(e.target.value === "" ? null : Number(e.target.value))}
    >
      <option value="">{defaultLabel}</option>
      <option value={VAT_RATES.standard}>Standard 20%</option>
      <option value={VAT_RATES.zero}>Zero 0%</option>
    </select>
  );
}

function RatesView({ rates }: { rates: VatDishRates }) {
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: saveVatRate,
    onSuccess: () => {
      toast.success("VAT rate saved");
      void client.invalidateQueries({ queryKey: vatRatesKey });
    },
    onError: (e) => toast.error(`VAT rate not saved: ${describeError(e)}`),
  });
  return (
    <section aria-labelledby="vat-rates" className="space-y-3">
      <h3 id="vat-rates" className="text-xl font-bold text-maroon-800">
        VAT rate of each dish
      </h3>
      <p className="text-sm text-stone-700">{rates.rule}</p>
      <DataTable
        rows={rates.dishes}
        rowKey={(d) => d.menuItemId}
        columns={[
          { header: "Dish", rowHeader: true, className: "font-normal", cell: (d) => d.name },
          { header: "Price", align: "right", cell: (d) => formatPence(d.pricePence) },
          {
            header: "Rate",
            cell: (d) => (
              <div className="grid gap-1">
                <RateSelect
                  label={`VAT rate of ${d.name}`}
                  value={d.rateBasisPoints}
                  defaultLabel={`Default (${formatVatRate(d.defaultRateBasisPoints)})`}
                  onChange={(rate) =>
                    save.mutate({ url: `/api/admin/vat/rates/dishes/${d.menuItemId}`, rate })
                  }
                />
                {d.choices
                  .filter((c) => c.priceDeltaPence > 0)
                  .map((c) => (
                    <RateSelect
                      key={c.choiceId}
                      label={`VAT rate of ${d.name}: ${c.name}`}
                      value={c.rateBasisPoints}
                      defaultLabel={`${c.name}: as the dish`}
                      onChange={(rate) =>
                        save.mutate({ url: `/api/admin/vat/rates/choices/${c.choiceId}`, rate })
                      }
                    />
                  ))}
              </div>
            ),
          },
          { header: "Why the default", cell: (d) => d.defaultNote },
        ]}
      />
    </section>
  );
}

export function VatTab() {
  const [quarter, setQuarter] = useState<string | null>(null);
  const registration = useQuery(vatRegistrationQueryOptions());
  const report = useQuery(vatReturnQueryOptions(quarter));
  // The whole menu's rates are a long table: listed when the owner asks for them.
  const [showRates, setShowRates] = useState(false);
  const rates = useQuery(vatRatesQueryOptions(showRates));
  return (
    <div className="space-y-8">
      <h2 className="text-2xl font-bold text-stone-900">VAT</h2>
      <Loaded query={registration} what="the VAT settings">
        {(r) => <RegistrationForm key={JSON.stringify(r)} registration={r} />}
      </Loaded>
      <Card>
        <Loaded query={report} what="the VAT return">
          {(r) => <ReturnView report={r} onQuarter={setQuarter} />}
        </Loaded>
      </Card>
      <Card>
        {showRates ? (
          <Loaded query={rates} what="the VAT rates">
            {(r) => <RatesView rates={r} />}
          </Loaded>
        ) : (
          <Button variant="secondary" onClick={() => setShowRates(true)}>
            Show the VAT rate of each dish
          </Button>
        )}
      </Card>
    </div>
  );
}
