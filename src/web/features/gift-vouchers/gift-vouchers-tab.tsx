import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { GiftVoucherRow } from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatVoucherCode } from "@shared/gift-vouchers/voucher-code";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { DataTable } from "@web/components/ui/data-table";
import { inputClass, labelClass } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { formatCalendarDateWithYear } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import {
  cancelGiftVoucher,
  extendGiftVoucher,
  giftVoucherListQueryOptions,
} from "./api/gift-voucher-requests";

const STATUS_WORDS: Record<GiftVoucherRow["status"], string> = {
  awaiting_payment: "Awaiting payment",
  scheduled: "To be sent",
  sent: "Sent",
  cancelled: "Cancelled",
};

/**
 * The owner's vouchers (issue 38): what was sold, what was spent, what is still held (a liability,
 * not sales), what expired; search by code, buyer or recipient; cancel or extend (audited).
 */
export function GiftVouchersTab() {
  const [q, setQ] = useState("");
  const [search, setSearch] = useState("");
  const list = useQuery(giftVoucherListQueryOptions(search));
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
  });
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold">Gift vouchers</h2>
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
                          onClick={() => {
                            const next = window.prompt("New expiry day (YYYY-MM-DD)", v.expiresOn);
                            if (next) extend.mutate({ id: v.id, expiresOn: next });
                          }}
                        >
                          Extend
                        </Button>
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => {
                            if (window.confirm(`Cancel voucher ${formatVoucherCode(v.code)}?`))
                              cancel.mutate(v.id);
                          }}
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
    </section>
  );
}
