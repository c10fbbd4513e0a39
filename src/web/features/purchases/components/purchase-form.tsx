import { type ReactNode, useState } from "react";
import { formatPounds } from "@shared/money";
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { formatQuantity } from "@shared/purchases/purchase-totals";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PURCHASE_CATEGORIES,
  PURCHASE_CATEGORY_LABELS,
  type Purchase,
  type ReceiptScan,
} from "@shared/purchases/purchases.schema";
import { RECEIPT_FIELD_NAMES, type ReceiptField } from "@shared/purchases/receipt-text";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField, PoundsField, SelectField } from "@web/components/ui/form-field";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
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

/** Why the reader doubts a field it read, said to the owner beside it. */
const CHECK_REASONS: Record<Exclude<ReceiptField, "lines">, { read: string; unread: string }> = {
  vendor: { read: "The name was hard to read.", unread: "The name could not be read." },
  date: { read: "The date was hard to read.", unread: "The date could not be read." },
  total: {
    read: "It does not agree with the lines or the VAT summary on the receipt.",
    unread: "The total could not be read.",
  },
  vat: {
    read: "The VAT summary does not add up (net + VAT should be the gross, and the total).",
    unread: "VAT is printed on the receipt but could not be read: enter it from the photo.",
  },
};

/** The highlighted wrapper and the "Check: VAT" note of a field the reader doubts. */
function checkMarking(
  field: Exclude<ReceiptField, "lines">,
  doubted: boolean,
  wasRead: boolean,
  hint?: ReactNode,
) {
  if (!doubted) return { hint };
  const reason = CHECK_REASONS[field][wasRead ? "read" : "unread"];
  return {
    className: "rounded-md bg-amber-50 p-2 ring-2 ring-amber-600",
    hint: (
      <>
        <strong className="font-bold text-amber-900">Check: {RECEIPT_FIELD_NAMES[field]}.</strong> {reason}
        {hint ? <> {hint}</> : null}
      </>
    ),
  };
}

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
  /** What the last scan read but doubts, and which of those it read at all. */
  const [toCheck, setToCheck] = useState<{ fields: ReceiptField[]; read: ReceiptField[] }>({
    fields: [],
    read: [],
  });
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
      setToCheck({ fields: [], read: [] });
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
    // An unread VAT stays empty (VAT not known), never 0.00.
    setValue("vat", scan.vatAmountPence === null ? "" : formatPounds(scan.vatAmountPence), options);
    if (scan.lines.length > 0) {
      setValue(
        "items",
        scan.lines.map((line) => ({
          itemName: line.description.slice(0, 100),
          quantity: formatQuantity(line.quantityThousandths),
          unitPrice: formatPounds(line.unitPricePence),
          category: "",
          unit: "",
        })),
        options,
      );
    }
    const read: ReceiptField[] = [];
    if (scan.vendor) read.push("vendor");
    if (scan.date) read.push("date");
    if (scan.totalAmountPence !== null) read.push("total");
    if (scan.vatAmountPence !== null) read.push("vat");
    if (scan.lines.length > 0) read.push("lines");
    setToCheck({ fields: scan.check, read });
  }

  const marking = (field: Exclude<ReceiptField, "lines">, hint?: ReactNode) =>
    checkMarking(field, toCheck.fields.includes(field), toCheck.read.includes(field), hint);

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
          <h2 id="add-purchase-heading" className="text-lg font-bold text-stone-900">
            Add a purchase
          </h2>
          <ReceiptScanner key={formKey} onRead={prefill} />
        </>
      )}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field name="vendor" label="Vendor" required {...marking("vendor")} />
        <Field name="date" label="Date" required type="date" {...marking("date")} />
        <Pounds name="total" label="Total" required placeholder="43.80" {...marking("total")} />
        <Pounds
          name="vat"
          label="VAT"
          optional
          placeholder="7.30"
          {...marking("vat", "Leave empty when the VAT is not known; 0.00 means no VAT was charged.")}
        />
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
      <PurchaseItemLines check={toCheck.fields.includes("lines")} />
      <div className="flex justify-end">
        <Button type="submit" disabled={create.isPending || update.isPending}>
          {purchase ? "Save changes" : "Save purchase"}
        </Button>
      </div>
    </HookForm>
  );
}
