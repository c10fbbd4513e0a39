/**
 * Staff edit a dish's option groups and their choices (issue 13): spice level, size, add-ons, or a
 * meal deal's courses whose choices are other dishes. Saved as a whole with PUT .../options.
 */
import { Plus, Trash2 } from "lucide-react";
import { type Control, useFieldArray } from "react-hook-form";
import type { DishOptionsInput } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { formatPounds } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { AddRowButton, FormActions, RemoveRowButton } from "@web/components/ui/form-actions";
import { BoundField, CheckboxField, HookForm, InputField } from "@web/components/ui/form-field";
import { NamedOptions } from "@web/components/ui/options";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { DishOptionsFormSchema, type DishOptionsFormValues } from "../dish-options-form.schema";

function formatPriceChange(pence: number): string {
  if (pence === 0) return "";
  return pence < 0 ? `-${formatPounds(-pence)}` : formatPounds(pence);
}

function toDishOptionsFormValues(item: MenuItem): DishOptionsFormValues {
  return {
    groups: item.optionGroups.map((g) => ({
      id: g.id,
      name: g.name,
      minChoices: g.minChoices,
      maxChoices: g.maxChoices,
      allowRepeats: g.allowRepeats,
      choices: g.choices.map((c) => ({
        id: c.id,
        name: c.name,
        priceChange: formatPriceChange(c.priceDeltaPence),
        linkedMenuItemId: c.linkedMenuItemId === null ? "" : String(c.linkedMenuItemId),
        isAvailable: c.isAvailable,
      })),
    })),
  };
}

const Field = InputField<DishOptionsFormValues>;
const Bound = BoundField<DishOptionsFormValues>;
const Checkbox = CheckboxField<DishOptionsFormValues>;

/** A group's bounds on how many choices a diner picks. */
const CHOICE_LIMITS = [
  ["minChoices", "Minimum choices", 0],
  ["maxChoices", "Maximum choices", 1],
] as const;

const NEW_CHOICE = { name: "", priceChange: "", linkedMenuItemId: "", isAvailable: true };

export function DishOptionsForm({
  item,
  menu,
  pending,
  onSubmit,
  onCancel,
}: {
  item: MenuItem;
  /** The dishes a meal deal's choice can be. */
  menu: readonly MenuItem[];
  pending: boolean;
  onSubmit: (input: DishOptionsInput) => void;
  onCancel: () => void;
}) {
  const form = useSchemaForm(DishOptionsFormSchema, toDishOptionsFormValues(item));
  const { control, formState } = form;
  const groups = useFieldArray({ control, name: "groups" });
  const errors = formState.errors.groups;
  const dishes = menu.filter((d) => d.id !== item.id);

  return (
    <HookForm form={form} onValid={onSubmit} className="space-y-4" aria-label={`Options of ${item.name}`}>
      <p className="text-sm text-stone-700">
        A required group needs at least 1 choice; a maximum of 1 makes it a single choice. A choice can be
        another dish (a meal deal's course): it is sold out whenever that dish is.
      </p>
      {groups.fields.length === 0 && (
        <p className="text-stone-700">{item.name} is added to the cart as it is.</p>
      )}
      {groups.fields.map((group, index) => (
        <fieldset key={group.id} className="space-y-3 rounded-lg border border-stone-300 p-3">
          <legend className="px-1 font-semibold text-stone-900">Option group {index + 1}</legend>
          <div className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
            <Field name={`groups.${index}.name`} label="Group name" required placeholder="Spice level" />
            {CHOICE_LIMITS.map(([limit, label, min]) => (
              <Field
                key={limit}
                name={`groups.${index}.${limit}`}
                label={label}
                type="number"
                min={min}
                valueAsNumber
              />
            ))}
            <Button variant="danger" size="sm" onClick={() => groups.remove(index)}>
              <Trash2 size={16} aria-hidden="true" /> Remove group
            </Button>
          </div>
          <Checkbox
            name={`groups.${index}.allowRepeats`}
            label="A choice can be picked more than once (two garlic naans)"
            className="flex items-center gap-2 text-sm text-stone-800"
          />
          <ChoicesFields control={control} groupIndex={index} dishes={dishes} />
          {errors?.[index]?.choices?.message && (
            <p role="alert" className="text-sm text-red-800">
              {errors[index]?.choices?.message}
            </p>
          )}
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          groups.append({
            name: "",
            minChoices: 0,
            maxChoices: 1,
            allowRepeats: false,
            choices: [{ ...NEW_CHOICE }],
          })
        }
      >
        <Plus size={16} aria-hidden="true" /> Add option group
      </Button>
      <FormActions onCancel={onCancel} submitLabel="Save options" disabled={pending} />
    </HookForm>
  );
}

function ChoicesFields({
  control,
  groupIndex,
  dishes,
}: {
  control: Control<DishOptionsFormValues, unknown, DishOptionsInput>;
  groupIndex: number;
  dishes: readonly MenuItem[];
}) {
  const path = `groups.${groupIndex}.choices` as const;
  const choices = useFieldArray({ control, name: path });
  return (
    <div className="space-y-2">
      {choices.fields.map((choice, index) => (
        <div
          key={choice.id}
          className="grid gap-2 rounded bg-stone-50 p-2 sm:grid-cols-[2fr_1fr_2fr_auto_auto] sm:items-end"
        >
          <Field name={`${path}.${index}.name`} label={`Choice ${index + 1} name`} required />
          {/* Not a PoundsField: a change may be negative, and the decimal keypad of some phones has no minus. */}
          <Field name={`${path}.${index}.priceChange`} label="Price change (£)" placeholder="0.00" />
          <Bound name={`${path}.${index}.linkedMenuItemId`} label="Dish (meal deal)" optional>
            <select>
              <option value="">None</option>
              <NamedOptions items={dishes} />
            </select>
          </Bound>
          <Checkbox
            name={`${path}.${index}.isAvailable`}
            label="Available"
            className="flex items-center gap-2 pb-2 text-sm text-stone-800"
          />
          <RemoveRowButton
            label={`Remove choice ${index + 1} of group ${groupIndex + 1}`}
            onClick={() => choices.remove(index)}
          />
        </div>
      ))}
      <AddRowButton onClick={() => choices.append({ ...NEW_CHOICE })}>Add choice</AddRowButton>
    </div>
  );
}
