import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import type { MenuItem } from "@shared/menu/menu.schema";

/**
 * A dish's Add button, or its "Sold out" badge in the same place: on the diner's menu cards and the
 * phone order's rows. `className` styles the button for its list; `badgeClassName` places the badge.
 */
export function AddDishButton({
  dish,
  className,
  badgeClassName,
  ...button
}: {
  dish: MenuItem;
  className: string;
  badgeClassName?: string;
} & Omit<ComponentProps<"button">, "type" | "className" | "children">) {
  if (dish.isSoldOut) {
    const badge = "rounded-full bg-stone-200 px-3 py-1.5 text-sm font-semibold text-stone-800";
    return <span className={badgeClassName ? `${badgeClassName} ${badge}` : badge}>Sold out</span>;
  }
  return (
    <button type="button" className={className} {...button}>
      <Plus className="h-4 w-4" aria-hidden="true" /> Add
    </button>
  );
}
