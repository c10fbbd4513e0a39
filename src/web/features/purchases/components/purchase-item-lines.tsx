import { type Control, useFieldArray, useFormContext, useFormState, useWatch } from "react-hook-form";
import { formatPence, parsePounds } from "@shared/money";
import { calculateItemTotalPence, parseQuantity } from "@shared/purchases/purchase-totals";
import { PURCHASE_CATEGORIES, PURCHASE_CATEGORY_LABELS } from "@shared/purchases/purchases.schema";
import { Button } from "@web/components/ui/button";
import { InputField, PoundsField, SelectField } from "@web/components/ui/form-field";
import { EMPTY_ITEM_LINE, type PurchaseFormValues } from "../purchase-form.schema";

type ItemLineValues = PurchaseFormValues["items"][number];

const Field = InputField<PurchaseFormValues>;
const Pounds = PoundsField<PurchaseFormValues>;
const Select = SelectField<PurchaseFormValues>;

/** The line's total as the server will compute it (shown only; the server stores its own). */
function LineTotal({ control, index }: { control: Control<PurchaseFormValues>; index: number }) {
  const [quantity, unitPrice] = useWatch({
    control,
    name: [`items.${index}.quantity`, `items.${index}.unitPrice`],
  });
  const thousandths = parseQuantity(quantity ?? "");
  const pence = parsePounds(unitPrice ?? "");
  return (
    <p className="text-sm text-stone-700" aria-live="polite">
      Line total:{" "}
      <span className="font-semibold text-stone-900">
        {thousandths !== null && pence !== null
          ? formatPence(calculateItemTotalPence(thousandths, pence))
          : "—"}
      </span>
    </p>
  );
}

/**
 * The receipt's item lines (in the purchase's HookForm): each a name, quantity (up to 3 decimals),
 * unit, unit price and category.
 */
export function PurchaseItemLines({ check = false }: { check?: boolean }) {
  const { control } = useFormContext<PurchaseFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const errors = useFormState({ control, name: "items" }).errors.items;
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-bold text-stone-900">Items on the receipt</legend>
      {check && (
        <p className="rounded-md bg-amber-50 p-2 text-sm text-stone-900 ring-2 ring-amber-600">
          <strong className="font-bold text-amber-900">Check: lines.</strong> The lines read from the photo do
          not add up to the receipt's total: compare them with the photo.
        </p>
      )}
      {fields.length === 0 && <p className="text-sm text-stone-700">No item lines entered.</p>}
      {fields.map((field, index) => {
        const n = index + 1;
        /** The line's field `name`, labelled with the line's number ("Item 2 unit"). */
        const item = (name: keyof ItemLineValues, what: string) => ({
          name: `items.${index}.${name}` as const,
          label: `Item ${n} ${what}`,
        });
        return (
          <div key={field.id} className="rounded-lg border border-stone-200 p-3">
            <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
              <Field {...item("itemName", "name")} required />
              <Field {...item("quantity", "quantity")} required inputMode="decimal" placeholder="1.5" />
              <Field {...item("unit", "unit")} optional placeholder="kg" />
              <Pounds {...item("unitPrice", "unit price")} required placeholder="2.50" />
              <Select
                {...item("category", "category")}
                optional
                placeholder="As the receipt"
                values={PURCHASE_CATEGORIES}
                labels={PURCHASE_CATEGORY_LABELS}
              />
            </div>
            <div className="mt-2 flex items-center justify-between">
              <LineTotal control={control} index={index} />
              <Button variant="ghost" size="sm" onClick={() => remove(index)}>
                Remove item {n}
              </Button>
            </div>
          </div>
        );
      })}
      {typeof errors?.message === "string" && (
        <p className="text-sm font-medium text-red-800">{errors.message}</p>
      )}
      <Button variant="secondary" size="sm" onClick={() => append({ ...EMPTY_ITEM_LINE })}>
        Add item line
      </Button>
    </fieldset>
  );
}
