import type { ChosenOption } from "@shared/menu/dish-options";
import { ChosenOptionsList } from "./chosen-options-list";

/**
 * A dish on the diner's bill: "2 x Chicken Biryani", its chosen options and the diner's note, then
 * the line's price (checkout, confirmation, live order page).
 */
export function OrderItemLine({
  item,
  note,
  price,
  className = "flex justify-between gap-4 text-stone-800",
}: {
  item: { quantity: number; name: string; options?: readonly ChosenOption[] };
  note?: string | null;
  price: string;
  className?: string;
}) {
  return (
    <li className={className}>
      <span>
        {item.quantity} x {item.name}
        <ChosenOptionsList options={item.options} />
        {note && <span className="block text-sm text-stone-700">Note: {note}</span>}
      </span>
      <span>{price}</span>
    </li>
  );
}
