import { useQuery } from "@tanstack/react-query";
import { Controller } from "react-hook-form";
import type { z } from "zod";
import {
  CATERING_PRICING_LABELS,
  CATERING_PRICINGS,
  type CateringItem,
} from "@shared/catering/catering.schema";
import { formatPence } from "@shared/money";
import { formatVatRate } from "@shared/vat/vat";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { EditableCardList } from "@web/components/ui/editable-card-list";
import { FormActions } from "@web/components/ui/form-actions";
import { BoundField, HookForm, InputField, PoundsField, SelectField } from "@web/components/ui/form-field";
import { Switch } from "@web/components/ui/switch";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  cateringItemsKey,
  cateringItemsQueryOptions,
  createCateringItem,
  removeCateringItem,
  updateCateringItem,
} from "../api/catering-owner-requests";
import {
  CATERING_VAT_LABELS,
  CATERING_VAT_RATES,
  CateringItemFormSchema,
  type CateringItemFormValues,
  itemFormValues,
} from "../catering-owner-form.schema";

const Field = InputField<CateringItemFormValues>;
const Select = SelectField<CateringItemFormValues>;

/** How the price reads: "£12.50 per head" or "£45.00 a tray (serves 8)". */
function describePrice(item: CateringItem): string {
  return item.pricing === "tray"
    ? `${formatPence(item.pricePence)} a tray (serves ${item.serves ?? "?"})`
    : `${formatPence(item.pricePence)} per head`;
}

function CateringItemForm({
  item,
  nextSortOrder,
  onDone,
}: {
  item: CateringItem | null;
  nextSortOrder: number;
  onDone: () => void;
}) {
  const form = useSchemaForm(CateringItemFormSchema, itemFormValues(item, nextSortOrder));
  const save = useAdminMutation({
    mutationFn: (body: z.output<typeof CateringItemFormSchema>) =>
      item ? updateCateringItem(item.id, body) : createCateringItem(body),
    success: item ? "Catering item saved" : "Catering item added",
    failure: item ? "Could not save the catering item" : "Could not add the catering item",
    invalidate: [cateringItemsKey],
    onSuccess: onDone,
  });
  const pricing = form.watch("pricing");
  return (
    <HookForm form={form} className="space-y-4" onValid={(body) => save.mutate(body)}>
      <Field name="name" label="Name" placeholder="Curry buffet" required />
      <BoundField<CateringItemFormValues> name="description" label="Description" optional>
        <textarea rows={3} />
      </BoundField>
      <div className="grid gap-4 sm:grid-cols-3">
        <Select name="pricing" label="Priced" values={CATERING_PRICINGS} labels={CATERING_PRICING_LABELS} />
        <PoundsField<CateringItemFormValues> name="price" label="Price" placeholder="12.50" required />
        {pricing === "tray" && (
          <Field name="serves" label="A tray serves" inputMode="numeric" placeholder="8" required />
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select name="vatRate" label="VAT rate" values={CATERING_VAT_RATES} labels={CATERING_VAT_LABELS} />
        <Field name="sortOrder" label="Position on the list (lowest first)" inputMode="numeric" />
      </div>
      <Controller
        control={form.control}
        name="isAvailable"
        render={({ field }) => (
          <Switch label="Offered to diners" checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <FormActions
        onCancel={onDone}
        submitLabel={item ? "Save item" : "Add item"}
        disabled={save.isPending}
      />
    </HookForm>
  );
}

/** The dishes and set menus a catering request may choose, each per head or by the tray. */
export function CateringMenuEditor() {
  const items = useQuery({ ...cateringItemsQueryOptions(), select: (d) => d.items });
  const nextSortOrder = Math.max(0, ...(items.data ?? []).map((i) => i.sortOrder + 10));
  return (
    <EditableCardList
      noun="Catering menu item"
      query={items}
      deletion={{
        mutationFn: removeCateringItem,
        success: "Catering item removed",
        failure: "Could not remove the catering item",
        invalidate: [cateringItemsKey],
      }}
      card={(item, { edit, remove }) => (
        <div className="flex items-start gap-4">
          <div className="flex-1">
            <h3 className="font-bold text-stone-900">
              {item.name}
              {!item.isAvailable && (
                <span className="ml-2 text-sm font-normal text-stone-700">(not offered)</span>
              )}
            </h3>
            <p className="text-sm text-stone-800">
              {describePrice(item)} · VAT {formatVatRate(item.vatRateBasisPoints)}
            </p>
            {item.description && <p className="text-sm text-stone-700">{item.description}</p>}
          </div>
          <EditDeleteButtons
            name={item.name}
            onEdit={edit}
            deleteVerb="Remove"
            deleteTitle="Remove this catering item?"
            deleteDescription={`${item.name} will no longer be offered for catering; requests already made keep it.`}
            onDelete={remove}
          />
        </div>
      )}
      form={(item, done) => <CateringItemForm item={item} nextSortOrder={nextSortOrder} onDone={done} />}
    >
      <p className="mb-4 text-sm text-stone-700">
        What diners choose from for an event: a price per head (a set menu) or per tray, with how many a tray
        serves.
      </p>
    </EditableCardList>
  );
}
