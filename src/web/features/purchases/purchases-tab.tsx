import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPence } from "@shared/money";
import { addDays } from "@shared/opening-hours/london-time";
import { formatQuantity } from "@shared/purchases/purchase-totals";
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  PURCHASE_CATEGORY_LABELS,
  type Purchase,
  type PurchaseCategory,
} from "@shared/purchases/purchases.schema";
import { Button } from "../../components/ui/button";
import { type DataColumn, DataTable } from "../../components/ui/data-table";
import { FormDialog } from "../../components/ui/form-dialog";
import { formatCalendarDate } from "../../lib/format";
import { useAdminMutation } from "../../lib/use-admin-mutation";
import { purchaseQueryOptions, purchasesQueryKey, purchasesQueryOptions } from "./api/list-purchases";
import { deletePurchase } from "./api/save-purchase";
import { PurchaseForm, today } from "./components/purchase-form";

/** A receipt's lines under its vendor: quantity, unit, name and the server's line total. */
function PurchaseItemList({ purchase }: { purchase: Purchase }) {
  if (purchase.items.length === 0) return null;
  return (
    <ul className="mt-1 list-disc pl-5 text-xs text-stone-700" aria-label={`Items from ${purchase.vendor}`}>
      {purchase.items.map((item) => (
        <li key={item.id}>
          {formatQuantity(item.quantityThousandths)}
          {item.unit ? ` ${item.unit}` : " ×"} {item.itemName} at {formatPence(item.unitPricePence)}:{" "}
          {formatPence(item.totalPricePence)}
        </li>
      ))}
    </ul>
  );
}

/** The vendor, how often the purchase repeats, a link to the receipt photo and the receipt's lines. */
function VendorCell({ purchase: p }: { purchase: Purchase }) {
  return (
    <>
      {p.vendor}
      {p.recurringFrequency && <span className="ml-2 text-xs text-stone-700">({p.recurringFrequency})</span>}
      {p.receiptImagePath && (
        <a
          className="ml-2 text-xs text-maroon-800 underline"
          href={p.receiptImagePath}
          target="_blank"
          rel="noreferrer"
        >
          photo
        </a>
      )}
      <PurchaseItemList purchase={p} />
    </>
  );
}

/** The edit dialog's form, prefilled from the saved receipt as the server has it now. */
function EditPurchase({ id, onDone }: { id: number; onDone: () => void }) {
  const purchase = useQuery(purchaseQueryOptions(id));
  if (purchase.isPending) return <p>Loading purchase...</p>;
  if (purchase.isError) return <p role="alert">Could not load the purchase.</p>;
  return <PurchaseForm purchase={purchase.data} onSaved={onDone} />;
}

function PurchaseList() {
  const to = today();
  const from = addDays(to, -30);
  const purchases = useQuery(purchasesQueryOptions(from, to));
  const [editing, setEditing] = useState<number | null>(null);
  const remove = useAdminMutation({
    mutationFn: deletePurchase,
    success: "Purchase deleted",
    failure: "Failed to delete purchase",
    invalidate: [purchasesQueryKey, ["/api/admin/reports"]],
  });
  const columns: DataColumn<Purchase>[] = [
    { header: "Date", cell: (p) => formatCalendarDate(p.date) },
    { header: "Vendor", cell: (p) => <VendorCell purchase={p} /> },
    {
      header: "Category",
      cell: (p) => PURCHASE_CATEGORY_LABELS[p.category as PurchaseCategory] ?? p.category,
    },
    {
      header: "Paid by",
      cell: (p) => PAYMENT_METHOD_LABELS[p.paymentMethod as PaymentMethod] ?? p.paymentMethod,
    },
    { header: "Total", align: "right", cell: (p) => formatPence(p.totalAmountPence) },
    {
      header: "VAT",
      align: "right",
      cell: (p) => (p.vatAmountPence === null ? "Not known" : formatPence(p.vatAmountPence)),
    },
    {
      header: <span className="sr-only">Actions</span>,
      align: "right",
      className: "whitespace-nowrap",
      cell: (p) => (
        <>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setEditing(p.id)}
            aria-label={`Edit purchase from ${p.vendor}`}
          >
            Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => remove.mutate(p.id)}
            aria-label={`Delete purchase from ${p.vendor}`}
          >
            Delete
          </Button>
        </>
      ),
    },
  ];
  if (purchases.isPending) return <p>Loading purchases...</p>;
  if (purchases.isError) return <p role="alert">Could not load purchases.</p>;
  if (purchases.data.length === 0) return <p className="text-stone-700">No purchases in the last 30 days.</p>;
  return (
    <>
      <DataTable
        caption={<span className="text-lg">Purchases in the last 30 days</span>}
        rows={purchases.data}
        rowKey={(p) => p.id}
        columns={columns}
      />
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title="Edit purchase"
      >
        {editing !== null && <EditPurchase id={editing} onDone={() => setEditing(null)} />}
      </FormDialog>
    </>
  );
}

/** Admin tab: receipts in, with the photo read for the owner to confirm. */
export function PurchasesTab() {
  return (
    <div className="space-y-8">
      <PurchaseForm />
      <PurchaseList />
    </div>
  );
}
