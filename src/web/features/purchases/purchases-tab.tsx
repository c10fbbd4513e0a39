import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatPence } from "../../../shared/money";
import { addDays } from "../../../shared/opening-hours/london-time";
import { formatQuantity } from "../../../shared/purchases/purchase-totals";
import {
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
  PURCHASE_CATEGORY_LABELS,
  type Purchase,
  type PurchaseCategory,
} from "../../../shared/purchases/purchases.schema";
import { Button } from "../../components/ui/button";
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
  if (purchases.isPending) return <p>Loading purchases...</p>;
  if (purchases.isError) return <p role="alert">Could not load purchases.</p>;
  if (purchases.data.length === 0) return <p className="text-stone-700">No purchases in the last 30 days.</p>;
  return (
    <>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left text-lg font-bold text-stone-900">
          Purchases in the last 30 days
        </caption>
        <thead>
          <tr className="border-b border-stone-300">
            <th scope="col">Date</th>
            <th scope="col">Vendor</th>
            <th scope="col">Category</th>
            <th scope="col">Paid by</th>
            <th scope="col" className="text-right">
              Total
            </th>
            <th scope="col" className="text-right">
              VAT
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {purchases.data.map((p) => (
            <tr key={p.id} className="border-b border-stone-200">
              <td>{formatCalendarDate(p.date)}</td>
              <td>
                {p.vendor}
                {p.recurringFrequency && (
                  <span className="ml-2 text-xs text-stone-700">({p.recurringFrequency})</span>
                )}
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
              </td>
              <td>{PURCHASE_CATEGORY_LABELS[p.category as PurchaseCategory] ?? p.category}</td>
              <td>{PAYMENT_METHOD_LABELS[p.paymentMethod as PaymentMethod] ?? p.paymentMethod}</td>
              <td className="text-right">{formatPence(p.totalAmountPence)}</td>
              <td className="text-right">{formatPence(p.vatAmountPence)}</td>
              <td className="whitespace-nowrap text-right">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
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
