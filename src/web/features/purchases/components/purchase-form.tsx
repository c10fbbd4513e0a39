import { useState } from "react";
import { formatPounds } from "../../../../shared/money";
import { getLondonMoment } from "../../../../shared/opening-hours/london-time";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PURCHASE_CATEGORIES,
  PURCHASE_CATEGORY_LABELS,
  type Purchase,
  type ReceiptScan,
} from "../../../../shared/purchases/purchases.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { purchasesQueryKey } from "../api/list-purchases";
import { createPurchase, updatePurchase } from "../api/save-purchase";
import {
  PurchaseFormSchema,
  type PurchaseFormValues,
  toPurchaseFormValues,
  toPurchaseInput,
} from "../purchase-form.schema";
import { PurchaseItemLines } from "./purchase-item-lines";
import { ReceiptScanner } from "./receipt-scanner";

export const today = () => getLondonMoment(new Date()).date;

const invalidate = [purchasesQueryKey, ["/api/admin/reports"]];

/**
 * A purchase receipt with its item lines. Without `purchase` it adds one (with the photo reader);
 * with it, it edits that saved receipt and saves with PUT.
 */
export function PurchaseForm({
  purchase = null,
  onSaved,
}: {
  purchase?: Purchase | null;
  onSaved?: () => void;
}) {
  const [scanId, setScanId] = useState<number | null>(null);
  const [formKey, setFormKey] = useState(0);
  const defaults: PurchaseFormValues = purchase
    ? toPurchaseFormValues(purchase)
    : {
        vendor: "",
        date: today(),
        total: "",
        vat: "",
        receiptNumber: "",
        category: "food",
        paymentMethod: "card",
        recurring: "no",
        items: [],
      };
  const { register, control, handleSubmit, setValue, reset, formState } = useSchemaForm(
    PurchaseFormSchema,
    defaults,
  );
  const create = useAdminMutation({
    mutationFn: createPurchase,
    success: "Purchase saved",
    failure: "Failed to save purchase",
    invalidate,
    onSuccess: () => {
      reset(defaults);
      setScanId(null);
      setFormKey((k) => k + 1);
      onSaved?.();
    },
  });
  const update = useAdminMutation({
    mutationFn: updatePurchase,
    success: "Purchase updated",
    failure: "Failed to save purchase",
    invalidate,
    onSuccess: () => onSaved?.(),
  });

  function prefill(scan: ReceiptScan) {
    setScanId(scan.id);
    const options = { shouldValidate: true, shouldDirty: true };
    if (scan.vendor) setValue("vendor", scan.vendor, options);
    if (scan.date) setValue("date", scan.date, options);
    if (scan.totalAmountPence !== null) setValue("total", formatPounds(scan.totalAmountPence), options);
    if (scan.vatAmountPence !== null) setValue("vat", formatPounds(scan.vatAmountPence), options);
  }

  const errors = formState.errors;
  // The selects also get their starting option from React (defaultValue): under happy-dom the value
  // react-hook-form's ref sets on a select inside the edit dialog was lost, and this holds in any DOM.
  return (
    <form
      className="space-y-4"
      aria-labelledby={purchase ? undefined : "add-purchase-heading"}
      aria-label={purchase ? `Edit purchase from ${purchase.vendor}` : undefined}
      noValidate
      onSubmit={handleSubmit((values) => {
        if (purchase) update.mutate({ id: purchase.id, body: toPurchaseInput(values, null, purchase) });
        else create.mutate(toPurchaseInput(values, scanId));
      })}
    >
      {!purchase && (
        <>
          <h3 id="add-purchase-heading" className="text-lg font-bold text-stone-900">
            Add a purchase
          </h3>
          <ReceiptScanner key={formKey} onRead={prefill} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Vendor" required error={errors.vendor?.message}>
          <input {...register("vendor")} />
        </FormField>
        <FormField label="Date" required error={errors.date?.message}>
          <input type="date" {...register("date")} />
        </FormField>
        <FormField label="Total (£)" required error={errors.total?.message}>
          <input inputMode="decimal" placeholder="43.80" {...register("total")} />
        </FormField>
        <FormField label="VAT (£)" optional error={errors.vat?.message}>
          <input inputMode="decimal" placeholder="7.30" {...register("vat")} />
        </FormField>
        <FormField label="Category" required error={errors.category?.message}>
          <select defaultValue={defaults.category} {...register("category")}>
            {PURCHASE_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {PURCHASE_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Paid by" required error={errors.paymentMethod?.message}>
          <select defaultValue={defaults.paymentMethod} {...register("paymentMethod")}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Receipt number" optional error={errors.receiptNumber?.message}>
          <input {...register("receiptNumber")} />
        </FormField>
        <FormField label="Repeats" hint="A repeating purchase is entered again by itself when due.">
          <select defaultValue={defaults.recurring} {...register("recurring")}>
            <option value="no">Does not repeat</option>
            <option value="weekly">Every week</option>
            <option value="monthly">Every month</option>
          </select>
        </FormField>
      </div>
      <PurchaseItemLines control={control} register={register} errors={errors.items} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {purchase ? "Save changes" : "Save purchase"}
        </Button>
      </div>
    </form>
  );
}
