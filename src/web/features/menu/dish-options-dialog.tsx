/**
 * The dish options dialog (issue 13): the Add button of a dish with option groups opens it, on the
 * order page and on the home menu. Choices are radio buttons (single choice), checkboxes, or, where
 * staff let a choice repeat (two garlic naans in a meal deal), a count with - and + (issue 21). A
 * meal deal's dish keeps its own options (a biryani's spice level). The form is the app's one form
 * hook over the shared rule the server prices with; the deal shows its set price, the dishes'
 * price alone and what the diner pays (the lower), with the allergens of the dishes chosen.
 */
import { Minus, Plus } from "lucide-react";
import type { RefObject } from "react";
import { ALLERGEN_LABELS } from "@shared/menu/allergens";
import {
  type ChosenPick,
  type ChosenPickInput,
  defaultChoices,
  describeChoiceRule,
  describeChosenOption,
  dishChoicesSchema,
  type LinkedDishLookup,
  type OptionChoice,
  type OptionGroup,
  priceDishLine,
  toWirePicks,
} from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { formatPence } from "@shared/money";
import { Button } from "../../components/ui/button";
import { HookForm } from "../../components/ui/form-field";
import { SiteDialog, SiteDialogHeader } from "../../components/ui/site-dialog";
import { useSchemaForm } from "../../lib/use-schema-form";
import { DietaryBadges } from "./dietary-badges";

export function DishOptionsDialog({
  item,
  menu,
  onClose,
  onConfirm,
  returnFocusTo,
}: {
  /** The dish being added, or null when the dialog is closed. */
  item: MenuItem | null;
  /** The menu a meal deal's choices are dishes of. */
  menu: readonly MenuItem[];
  onClose: () => void;
  onConfirm: (item: MenuItem, choices: ChosenPickInput[]) => void;
  /** Where focus goes when the dialog closes (the Add button that opened it). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  const lookup: LinkedDishLookup = (id) => menu.find((m) => m.id === id);
  return (
    <SiteDialog
      open={item !== null}
      onClose={onClose}
      onCloseAutoFocus={(event) => {
        const target = returnFocusTo?.current;
        if (target?.isConnected) {
          event.preventDefault();
          target.focus();
        }
      }}
    >
      {item && <DishOptionsForm key={item.id} item={item} lookup={lookup} onConfirm={onConfirm} />}
    </SiteDialog>
  );
}

/** A new pick of a choice: a deal's dish starts on its own defaults (spice level: Mild). */
function newPick(choice: OptionChoice, lookup: LinkedDishLookup): ChosenPick {
  const linked = choice.linkedMenuItemId !== null ? lookup(choice.linkedMenuItemId) : undefined;
  return { choiceId: choice.id, options: linked ? defaultChoices(linked) : [] };
}

function DishOptionsForm({
  item,
  lookup,
  onConfirm,
}: {
  item: MenuItem;
  lookup: LinkedDishLookup;
  onConfirm: (item: MenuItem, choices: ChosenPickInput[]) => void;
}) {
  const schema = dishChoicesSchema(item, lookup);
  const form = useSchemaForm(schema, {
    picks: defaultChoices(item).map((choiceId) => ({ choiceId, options: [] })),
  });
  const picks = form.watch("picks") as ChosenPick[];
  const setPicks = (next: ChosenPick[]) =>
    form.setValue("picks", next, { shouldValidate: form.formState.isSubmitted });
  const priced = priceDishLine(item, toWirePicks(picks), lookup);
  const error = form.formState.errors.picks;
  const message = error?.message ?? error?.root?.message;

  const inGroup = (group: OptionGroup) => new Set(group.choices.map((c) => c.id));
  const setGroupPicks = (group: OptionGroup, groupPicks: ChosenPick[]) => {
    const ids = inGroup(group);
    setPicks([...picks.filter((p) => !ids.has(p.choiceId)), ...groupPicks]);
  };

  return (
    <HookForm form={form} onValid={({ picks: chosen }) => onConfirm(item, toWirePicks(chosen))}>
      <SiteDialogHeader title={item.name} description={item.description} />

      <div className="space-y-5">
        {item.optionGroups.map((group) => {
          const ids = inGroup(group);
          const groupPicks = picks.filter((p) => ids.has(p.choiceId));
          return (
            <fieldset key={group.id} className="min-w-0 rounded-lg bg-white p-4 ring-1 ring-stone-200">
              <legend className="px-1 font-semibold text-stone-900">
                {group.name}{" "}
                <span className="text-sm font-normal text-stone-700">
                  ({group.minChoices > 0 ? "required" : "optional"}, {describeChoiceRule(group)}
                  {group.allowRepeats ? ", a choice can be repeated" : ""})
                </span>
              </legend>
              <GroupChoices
                group={group}
                picks={groupPicks}
                name={`group-${group.id}`}
                onChange={(next) => {
                  const pool = [...groupPicks];
                  setGroupPicks(
                    group,
                    next.map((id) => toPick(id, pool, group, lookup)),
                  );
                }}
              />
              {groupPicks.map((pick, index) => {
                const choice = group.choices.find((c) => c.id === pick.choiceId);
                const dish = choice?.linkedMenuItemId != null ? lookup(choice.linkedMenuItemId) : undefined;
                if (!dish || dish.optionGroups.length === 0) return null;
                const label = `${dish.name}${groupPicks.filter((p) => p.choiceId === pick.choiceId).length > 1 ? ` (${index + 1})` : ""}`;
                return (
                  <fieldset
                    // biome-ignore lint/suspicious/noArrayIndexKey: repeated picks of one dish differ only by place.
                    key={`${pick.choiceId}-${index}`}
                    className="mt-3 min-w-0 rounded-md bg-cream p-3 ring-1 ring-stone-200"
                  >
                    <legend className="px-1 text-sm font-semibold text-stone-900">
                      {label}: its own options
                    </legend>
                    {dish.optionGroups.map((sub) => (
                      <div key={sub.id} className="mt-1">
                        <p className="text-sm text-stone-800">
                          {sub.name} ({describeChoiceRule(sub)})
                        </p>
                        <GroupChoices
                          group={sub}
                          picks={pick.options
                            .filter((id) => sub.choices.some((c) => c.id === id))
                            .map((id) => ({ choiceId: id, options: [] }))}
                          name={`group-${group.id}-${index}-${sub.id}`}
                          labelPrefix={label}
                          onChange={(next) => {
                            const subIds = new Set(sub.choices.map((c) => c.id));
                            const options = [...pick.options.filter((id) => !subIds.has(id)), ...next];
                            setGroupPicks(
                              group,
                              groupPicks.map((p, i) => (i === index ? { ...p, options } : p)),
                            );
                          }}
                        />
                      </div>
                    ))}
                  </fieldset>
                );
              })}
            </fieldset>
          );
        })}
      </div>

      {priced.ok && priced.deal && (
        <div
          className="mt-4 space-y-1 rounded-lg bg-white p-3 text-sm text-stone-800 ring-1 ring-stone-200"
          data-testid="deal-price"
        >
          <p>
            Deal price {formatPence(priced.deal.setPricePence)}; these dishes alone{" "}
            {formatPence(priced.deal.dishesPricePence)}.
          </p>
          <p className="font-semibold">
            {priced.deal.dishesPricePence > priced.deal.setPricePence
              ? `You save ${formatPence(priced.deal.dishesPricePence - priced.deal.setPricePence)}.`
              : `You pay the dishes' price alone, ${formatPence(priced.deal.dishesPricePence)}: never more than buying them separately.`}
          </p>
          <DietaryBadges item={priced.deal} />
          <p>
            <span className="font-semibold">Allergens of your choices:</span>{" "}
            {priced.deal.allergens.length > 0
              ? priced.deal.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")
              : "None of the 14 declared allergens"}
          </p>
        </div>
      )}

      {message && (
        <p role="alert" className="mt-4 text-sm font-semibold text-red-800">
          {message}
        </p>
      )}

      <div className="mt-6 flex items-center justify-between gap-4">
        <span className="text-lg font-bold text-maroon-800" data-testid="dialog-price">
          {priced.ok ? formatPence(priced.unitPricePence) : formatPence(item.pricePence)}
        </span>
        <Button type="submit">Add to cart</Button>
      </div>
    </HookForm>
  );
}

/**
 * The group's picks after a change of ids: a pick still there keeps its own options (taken out of
 * `pool`, so a repeated choice keeps each of its picks), a new one starts on its defaults.
 */
function toPick(id: number, current: ChosenPick[], group: OptionGroup, lookup: LinkedDishLookup): ChosenPick {
  const kept = current.find((p) => p.choiceId === id);
  if (kept) {
    current.splice(current.indexOf(kept), 1);
    return kept;
  }
  const choice = group.choices.find((c) => c.id === id);
  return choice ? newPick(choice, lookup) : { choiceId: id, options: [] };
}

/** One group's controls: radios, checkboxes, or a count per choice where a choice may repeat. */
function GroupChoices({
  group,
  picks,
  name,
  labelPrefix,
  onChange,
}: {
  group: OptionGroup;
  picks: readonly ChosenPick[];
  name: string;
  /** Names the dish a nested group belongs to, for the count buttons' labels. */
  labelPrefix?: string;
  onChange: (choiceIds: number[]) => void;
}) {
  const ids = picks.map((p) => p.choiceId);
  const single = group.maxChoices === 1;
  const full = ids.length >= group.maxChoices;
  if (group.allowRepeats && !single) {
    return (
      <>
        <ul className="mt-2 space-y-1">
          {group.choices.map((c) => {
            const count = ids.filter((id) => id === c.id).length;
            const what = labelPrefix ? `${c.name} for ${labelPrefix}` : c.name;
            return (
              <li
                key={c.id}
                className={`flex items-center gap-2 px-2 py-1 ${c.isSoldOut ? "text-stone-500" : "text-stone-900"}`}
              >
                <span className="min-w-0 flex-1">{describeChosenOption(c)}</span>
                {c.isSoldOut ? (
                  <span className="text-sm">Sold out</span>
                ) : (
                  <>
                    <button
                      type="button"
                      aria-label={`Remove one ${what}`}
                      disabled={count === 0}
                      onClick={() => {
                        const at = ids.lastIndexOf(c.id);
                        onChange(ids.filter((_, i) => i !== at));
                      }}
                      className="rounded-full p-1.5 text-maroon-800 ring-1 ring-maroon-800/40 hover:bg-maroon-50 disabled:opacity-40"
                    >
                      <Minus className="h-4 w-4" aria-hidden="true" />
                    </button>
                    <span className="w-6 text-center font-semibold" aria-live="polite">
                      <span className="sr-only">{c.name} chosen: </span>
                      {count}
                    </span>
                    <button
                      type="button"
                      aria-label={`Add one ${what}`}
                      disabled={full}
                      onClick={() => onChange([...ids, c.id])}
                      className="rounded-full p-1.5 text-maroon-800 ring-1 ring-maroon-800/40 hover:bg-maroon-50 disabled:opacity-40"
                    >
                      <Plus className="h-4 w-4" aria-hidden="true" />
                    </button>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-1 text-sm text-stone-700" aria-live="polite">
          {ids.length} of {group.maxChoices} chosen
        </p>
      </>
    );
  }
  return (
    <>
      <ul className="mt-2 space-y-1">
        {group.choices.map((c) => {
          const checked = ids.includes(c.id);
          return (
            <li key={c.id}>
              <label
                className={`flex items-center gap-3 rounded-md px-2 py-1.5 ${c.isSoldOut ? "text-stone-500" : "text-stone-900 hover:bg-maroon-50"}`}
              >
                <input
                  type={single ? "radio" : "checkbox"}
                  name={name}
                  value={c.id}
                  checked={checked}
                  disabled={c.isSoldOut || (!single && full && !checked)}
                  onChange={(e) => {
                    if (single) onChange(e.target.checked ? [c.id] : []);
                    else onChange(e.target.checked ? [...ids, c.id] : ids.filter((id) => id !== c.id));
                  }}
                  className="h-4 w-4 accent-maroon-800"
                />
                <span className="min-w-0 flex-1">{describeChosenOption(c)}</span>
                {c.isSoldOut && <span className="text-sm">Sold out</span>}
              </label>
            </li>
          );
        })}
      </ul>
      {!single && (
        <p className="mt-1 text-sm text-stone-700" aria-live="polite">
          {ids.length} of {group.maxChoices} chosen
        </p>
      )}
    </>
  );
}
