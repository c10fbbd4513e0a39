import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { MenuItem } from "@shared/menu/menu.schema";
import { isSoldOutTodayOnly } from "@shared/menu/sold-out";

/**
 * A dish's Add button, or its "Sold out" badge in the same place: on the diner's menu cards and the
 * phone order's rows. `className` styles the button for its list; `badgeClassName` places the badge.
 * With `laterDays` (the diner may order for a later day, issue 39), a dish sold out only today says
 * so and can still be added, for a later day: the checkout then offers only later days.
 */
export function AddDishButton({
  dish,
  className,
  badgeClassName,
  laterDays = false,
  ...button
}: {
  dish: MenuItem;
  className: string;
  badgeClassName?: string;
  laterDays?: boolean;
} & Omit<ComponentProps<"button">, "type" | "className" | "children">) {
  const badge = "rounded-full bg-stone-200 px-3 py-1.5 text-sm font-semibold text-stone-800";
  const badgeClass = badgeClassName ? `${badgeClassName} ${badge}` : badge;
  if (dish.isSoldOut && laterDays && isSoldOutTodayOnly(dish)) {
    return (
      <span className="flex flex-col items-end gap-1">
        <span className="text-xs font-semibold text-stone-700">Sold out today</span>
        <button
          type="button"
          className={className}
          {...button}
          aria-label={`Add ${dish.name} for a later day`}
        >
          <Plus className="h-4 w-4" aria-hidden="true" /> Add for a later day
        </button>
      </span>
    );
  }
  if (dish.isSoldOut) return <span className={badgeClass}>Sold out</span>;
  return (
    <button type="button" className={className} {...button}>
      <Plus className="h-4 w-4" aria-hidden="true" /> Add
    </button>
  );
}
