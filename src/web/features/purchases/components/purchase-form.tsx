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
import { HookForm, InputField, PoundsField, SelectField } from "../../../components/ui/form-field";
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

const Field = InputField<PurchaseFormValues>;
const Pounds = PoundsField<PurchaseFormValues>;
const Select = SelectField<PurchaseFormValues>;

const RECURRING = ["no", "weekly", "monthly"] as const satisfies readonly PurchaseFormValues["recurring"][];
const RECURRING_LABELS = { no: "Does not repeat", weekly: "Every week", monthly: "Every month" };

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
  const form = useSchemaForm(PurchaseFormSchema, defaults);
  const { setValue, reset } = form;
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

  return (
    <HookForm
      form={form}
      className="space-y-4"
      aria-labelledby={purchase ? undefined : "add-purchase-heading"}
      aria-label={purchase ? `Edit purchase from ${purchase.vendor}` : undefined}
      onValid={(values) => {
        if (purchase) update.mutate({ id: purchase.id, body: toPurchaseInput(values, null, purchase) });
        else create.mutate(toPurchaseInput(values, scanId));
      }}
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
        <Field name="vendor" label="Vendor" required />
        <Field name="date" label="Date" required type="date" />
        <Pounds name="total" label="Total" required placeholder="43.80" />
        <Pounds name="vat" label="VAT" optional placeholder="7.30" />
        <Select
          name="category"
          label="Category"
          required
          values={PURCHASE_CATEGORIES}
          labels={PURCHASE_CATEGORY_LABELS}
        />
        <Select
          name="paymentMethod"
          label="Paid by"
          required
          values={PAYMENT_METHODS}
          labels={PAYMENT_METHOD_LABELS}
        />
        <Field name="receiptNumber" label="Receipt number" optional />
        <Select
          name="recurring"
          label="Repeats"
          hint="A repeating purchase is entered again by itself when due."
          values={RECURRING}
          labels={RECURRING_LABELS}
        />
      </div>
      <PurchaseItemLines />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {purchase ? "Save changes" : "Save purchase"}
        </Button>
      </div>
    </HookForm>
  );
}
