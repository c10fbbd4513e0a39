import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { z } from "zod";
import {
  ExtendGiftVoucherRequestSchema,
  type GiftVoucherRow,
} from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { DataTable } from "@web/components/ui/data-table";
import { FormDialog } from "@web/components/ui/form-dialog";
import { CheckboxField, HookForm, InputField, inputClass, labelClass } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { formatCalendarDateWithYear } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  cancelGiftVoucher,
  extendGiftVoucher,
  giftVoucherListQueryOptions,
  giftVoucherOfferQueryKey,
  giftVoucherSettingsQueryKey,
  giftVoucherSettingsQueryOptions,
  saveGiftVoucherSettings,
} from "./api/gift-voucher-requests";
import {
  GiftVoucherSettingsFormSchema,
  type GiftVoucherSettingsFormValues,
  settingsToForm,
} from "./gift-voucher-settings.schema";

const PAID_BY_WORDS: Record<NonNullable<GiftVoucherRow["paidBy"]>, string> = {
  stripe: "Card",
  paypal: "PayPal",
  test: "Simulated (demo)",
};

const STATUS_WORDS: Record<GiftVoucherRow["status"], string> = {
  awaiting_payment: "Awaiting payment",
  scheduled: "To be sent",
  sent: "Sent",
  cancelled: "Cancelled",
};

/** The extend form: a later expiry day (the server refuses one not after the present one). */
const ExtendFormSchema = z.object({ expiresOn: z.string() }).pipe(ExtendGiftVoucherRequestSchema);
type ExtendFormValues = z.input<typeof ExtendFormSchema>;

function ExtendForm({
  voucher,
  onExtend,
  pending,
}: {
  voucher: GiftVoucherRow;
  onExtend: (expiresOn: string) => void;
  pending: boolean;
}) {
  const form = useSchemaForm(ExtendFormSchema, { expiresOn: voucher.expiresOn });
  return (
    <HookForm form={form} className="space-y-4" onValid={(v) => onExtend(v.expiresOn)}>
      <p className="text-stone-800">
        Voucher <span className="font-mono">{formatVoucherCode(voucher.code)}</span> expires on{" "}
        {formatCalendarDateWithYear(voucher.expiresOn)}. The change is recorded in the audit log.
      </p>
      <InputField<ExtendFormValues> name="expiresOn" label="New expiry day" type="date" required />
      <Button type="submit" disabled={pending}>
        Extend
      </Button>
    </HookForm>
  );
}

/** The owner's settings: amounts, validity, and the days the header and footer link the page. */
function SettingsForm({ values }: { values: GiftVoucherSettingsFormValues }) {
  const form = useSchemaForm(GiftVoucherSettingsFormSchema, values);
  const save = useAdminMutation({
    mutationFn: saveGiftVoucherSettings,
    success: "Voucher settings saved",
    failure: "Voucher settings not saved",
    invalidate: [giftVoucherSettingsQueryKey, giftVoucherOfferQueryKey],
  });
  return (
    <HookForm
      form={form}
      aria-label="Voucher settings"
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 md:grid-cols-3"
      onValid={(v) => save.mutate(v)}
    >
      <h3 className="font-semibold md:col-span-3">Settings</h3>
      <CheckboxField<GiftVoucherSettingsFormValues> name="enabled" label="Sell gift vouchers" />
      <InputField<GiftVoucherSettingsFormValues>
        name="presets"
        label="Amounts offered (£, comma-separated)"
        className="md:col-span-2"
      />
      <InputField<GiftVoucherSettingsFormValues> name="minPounds" label="Smallest custom amount (£)" />
      <InputField<GiftVoucherSettingsFormValues> name="maxPounds" label="Largest custom amount (£)" />
      <InputField<GiftVoucherSettingsFormValues>
        name="validityMonths"
        label="Valid for (months)"
        inputMode="numeric"
      />
      <InputField<GiftVoucherSettingsFormValues>
        name="promoteFrom"
        label="Link in the header and footer from"
        type="date"
        optional
      />
      <InputField<GiftVoucherSettingsFormValues>
        name="promoteUntil"
        label="Link in the header and footer until"
        type="date"
        optional
      />
      <div className="flex items-end">
        <Button type="submit" disabled={save.isPending}>
          Save settings
        </Button>
      </div>
    </HookForm>
  );
}

/**
 * The owner's vouchers (issue 38): what was sold, what was spent, what is still held (a liability,
 * not sales), what expired; search by code, buyer or recipient; cancel or extend (audited).
 */
export function GiftVouchersTab() {
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const [extending, setExtending] = useState<GiftVoucherRow | null>(null);
  const [cancelling, setCancelling] = useState<GiftVoucherRow | null>(null);
  const list = useQuery(giftVoucherListQueryOptions(search));
  const settings = useQuery(giftVoucherSettingsQueryOptions());
  const invalidate = [[giftVoucherListQueryOptions(search).queryKey[0]]] as const;
  const cancel = useAdminMutation({
    mutationFn: (id: number) => cancelGiftVoucher(id),
    success: "Voucher cancelled",
    failure: "Could not cancel the voucher",
    invalidate,
  });
  const extend = useAdminMutation({
    mutationFn: ({ id, expiresOn }: { id: number; expiresOn: string }) => extendGiftVoucher(id, expiresOn),
    success: "Expiry moved",
    failure: "Could not move the expiry",
    invalidate,
    onSuccess: () => setExtending(null),
  });
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold">Gift vouchers</h2>
      <Loaded query={settings} what="voucher settings">
        {(s) => <SettingsForm values={settingsToForm(s)} />}
      </Loaded>
      <Loaded query={list} what="gift vouchers">
        {({ summary, vouchers }) => (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label="Voucher totals">
              {(
                [
                  ["Sold", `${formatPence(summary.soldPence)} (${summary.soldCount})`],
                  ["Redeemed (sales)", formatPence(summary.redeemedPence)],
                  ["Outstanding (held, not sales)", formatPence(summary.outstandingPence)],
                  ["Expired unspent", formatPence(summary.expiredPence)],
                  ["Cancelled", formatPence(summary.cancelledPence)],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
                  <dt className="text-sm text-stone-700">{label}</dt>
                  <dd className="text-lg font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <form
              method="dialog"
              className="flex items-end gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                setSearch(q.trim());
              }}
            >
              <div className="grow">
                <label htmlFor="voucher-search" className={labelClass}>
                  Code, buyer or recipient
                </label>
                <input
                  id="voucher-search"
                  className={inputClass}
                  value={q}
                  onChange={(e) => setQ(e.target.value)}
                />
              </div>
              <Button type="submit">Search</Button>
            </form>
            <DataTable
              caption="Vouchers"
              rows={vouchers}
              rowKey={(v) => v.id}
              columns={[
                {
                  header: "Code",
                  cell: (v) => <span className="font-mono">{formatVoucherCode(v.code)}</span>,
                  rowHeader: true,
                },
                {
                  header: "Status",
                  cell: (v) => (v.expired && v.status !== "cancelled" ? "Expired" : STATUS_WORDS[v.status]),
                },
                { header: "Amount", cell: (v) => formatPence(v.amountPence), align: "right" },
                { header: "Left", cell: (v) => formatPence(v.balancePence), align: "right" },
                { header: "Buyer", cell: (v) => v.buyerName },
                { header: "Paid by", cell: (v) => (v.paidBy ? PAID_BY_WORDS[v.paidBy] : "") },
                { header: "Recipient", cell: (v) => `${v.recipientName} (${v.recipientEmail})` },
                { header: "Expires", cell: (v) => formatCalendarDateWithYear(v.expiresOn) },
                {
                  header: <span className="sr-only">Actions</span>,
                  cell: (v) =>
                    v.status === "cancelled" ? null : (
                      <span className="flex gap-1">
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Extend voucher ${formatVoucherCode(v.code)}`}
                          onClick={() => setExtending(v)}
                        >
                          Extend
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={`Cancel voucher ${formatVoucherCode(v.code)}`}
                          onClick={() => setCancelling(v)}
                        >
                          Cancel
                        </Button>
                      </span>
                    ),
                },
              ]}
            />
          </>
        )}
      </Loaded>
      <FormDialog
        open={extending !== null}
        onOpenChange={(open) => !open && setExtending(null)}
        title="Extend a voucher"
      >
        {extending && (
          <ExtendForm
            voucher={extending}
            pending={extend.isPending}
            onExtend={(expiresOn) => extend.mutate({ id: extending.id, expiresOn })}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title="Cancel this voucher?"
        description={
          cancelling
            ? `Voucher ${formatVoucherCode(cancelling.code)} for ${cancelling.recipientName} has ${formatPence(cancelling.balancePence)} left. Cancelled, it can no longer be spent; the change is recorded in the audit log.`
            : ""
        }
        cancelLabel="Keep it"
        confirmLabel="Cancel voucher"
        onConfirm={() => {
          if (cancelling) cancel.mutate(cancelling.id);
        }}
      />
    </section>
  );
}
