/**
 * The dish options dialog (issue 13): the Add button of a dish with option groups opens it, on the
 * order page and on the home menu. Choices are radio buttons (single choice) or checkboxes, so the
 * keyboard works as everywhere else; the price shown is the shared rule the server prices with.
 */
import { useState } from "react";
import {
  describeChoiceRule,
  describeChosenOption,
  type OptionGroup,
  priceDishLine,
} from "../../../shared/menu/dish-options";
import type { MenuItem } from "../../../shared/menu/menu.schema";
import { formatPence } from "../../../shared/money";
import { Button } from "../../components/ui/button";
import { SiteDialog, SiteDialogHeader } from "../../components/ui/site-dialog";

/** A required single choice starts on its first available choice (spice level: Mild). */
function initialChoices(item: MenuItem): number[] {
  return item.optionGroups.flatMap((g) => {
    if (g.minChoices !== 1 || g.maxChoices !== 1) return [];
    const first = g.choices.find((c) => !c.isSoldOut);
    return first ? [first.id] : [];
  });
}

export function DishOptionsDialog({
  item,
  onClose,
  onConfirm,
}: {
  /** The dish being added, or null when the dialog is closed. */
  item: MenuItem | null;
  onClose: () => void;
  onConfirm: (item: MenuItem, choiceIds: number[]) => void;
}) {
  return (
    <SiteDialog open={item !== null} onClose={onClose}>
      {item && <DishOptionsForm key={item.id} item={item} onConfirm={onConfirm} />}
    </SiteDialog>
  );
}

function DishOptionsForm({
  item,
  onConfirm,
}: {
  item: MenuItem;
  onConfirm: (item: MenuItem, choiceIds: number[]) => void;
}) {
  const [chosen, setChosen] = useState<number[]>(() => initialChoices(item));
  const [showError, setShowError] = useState(false);
  const priced = priceDishLine(item, chosen);
  const extras = item.optionGroups
    .flatMap((g) => g.choices)
    .filter((c) => chosen.includes(c.id))
    .reduce((sum, c) => sum + c.priceDeltaPence, 0);
  const price = priced.ok ? priced.unitPricePence : Math.max(0, item.pricePence + extras);

  const toggle = (group: OptionGroup, choiceId: number, on: boolean) => {
    setShowError(false);
    const inGroup = new Set(group.choices.map((c) => c.id));
    setChosen((current) => {
      if (group.maxChoices === 1)
        return [...current.filter((id) => !inGroup.has(id)), ...(on ? [choiceId] : [])];
      return on ? [...current, choiceId] : current.filter((id) => id !== choiceId);
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (priced.ok) onConfirm(item, chosen);
        else setShowError(true);
      }}
    >
      <SiteDialogHeader title={item.name} description={item.description} />

      <div className="space-y-5">
        {item.optionGroups.map((group) => {
          const single = group.maxChoices === 1;
          const picked = group.choices.filter((c) => chosen.includes(c.id)).length;
          const full = !single && picked >= group.maxChoices;
          return (
            <fieldset key={group.id} className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
              <legend className="px-1 font-semibold text-stone-900">
                {group.name}{" "}
                <span className="text-sm font-normal text-stone-700">
                  ({group.minChoices > 0 ? "required" : "optional"}, {describeChoiceRule(group)})
                </span>
              </legend>
              <ul className="mt-2 space-y-1">
                {group.choices.map((c) => {
                  const checked = chosen.includes(c.id);
                  return (
                    <li key={c.id}>
                      <label
                        className={`flex items-center gap-3 rounded-md px-2 py-1.5 ${c.isSoldOut ? "text-stone-500" : "text-stone-900 hover:bg-maroon-50"}`}
                      >
                        <input
                          type={single ? "radio" : "checkbox"}
                          name={`group-${group.id}`}
                          value={c.id}
                          checked={checked}
                          disabled={c.isSoldOut || (full && !checked)}
                          onChange={(e) => toggle(group, c.id, e.target.checked)}
                          className="h-4 w-4 accent-maroon-800"
                        />
                        <span className="flex-1">{describeChosenOption(c)}</span>
                        {c.isSoldOut && <span className="text-sm">Sold out</span>}
                      </label>
                    </li>
                  );
                })}
              </ul>
              {!single && (
                <p className="mt-1 text-sm text-stone-700" aria-live="polite">
                  {picked} of {group.maxChoices} chosen
                </p>
              )}
            </fieldset>
          );
        })}
      </div>

      {showError && !priced.ok && (
        <p role="alert" className="mt-4 text-sm font-semibold text-red-800">
          {priced.message}
        </p>
      )}

      <div className="mt-6 flex items-center justify-between gap-4">
        <span className="text-lg font-bold text-maroon-800">{formatPence(price)}</span>
        <Button type="submit">Add to cart</Button>
      </div>
    </form>
  );
}
