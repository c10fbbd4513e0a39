/**
 * A line's chosen options ("Spice level: Hot", "Biryanis: Chicken, Paneer"), shown under the dish on
 * every line: cart, checkout, confirmation, live order page, and the staff's order view and ticket.
 */
import { type ChosenOption, summariseChosenOptions } from "@shared/menu/dish-options";

export function ChosenOptionsList({
  options,
  className = "text-sm text-stone-700",
}: {
  options: readonly ChosenOption[] | undefined;
  className?: string;
}) {
  if (!options || options.length === 0) return null;
  // Spans shown as blocks: the lines that hold this are often phrasing content (a span in a list item).
  return (
    <span className={`block ${className}`}>
      {summariseChosenOptions(options).map((o) => (
        <span key={o.group} className="block">
          <span className="font-semibold">{o.group}:</span> {o.choices}
        </span>
      ))}
    </span>
  );
}
