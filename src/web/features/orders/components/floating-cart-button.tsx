import { ShoppingCart } from "lucide-react";
import { formatPence } from "@shared/money";

export function FloatingCartButton({
  count,
  totalPence,
  onClick,
}: {
  count: number;
  totalPence: number;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="fixed bottom-6 right-6 z-40 inline-flex items-center gap-2 rounded-full bg-maroon-800 px-5 py-3 font-semibold text-white shadow-lg hover:bg-maroon-900"
    >
      <ShoppingCart className="h-5 w-5" aria-hidden="true" />
      View cart ({count} {count === 1 ? "item" : "items"}) - {formatPence(totalPence)}
    </button>
  );
}
