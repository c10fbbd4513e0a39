import { useCallback, useRef, useState } from "react";
import type { ChosenPickInput } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { toast } from "@web/lib/toast";
import { addToCart, type CartLine } from "./cart";

/**
 * Adding dishes to a cart (the diner's on the order page, the staff's phone order): a dish without
 * option groups goes straight in, one with them through the options dialog; a choice the cart's
 * rules refuse is said in a toast. Spread `optionsDialog` on the DishOptionsDialog.
 */
export function useAddDish({
  lines,
  setLines,
  menu,
  onAdded,
}: {
  lines: readonly CartLine[];
  setLines: (lines: CartLine[]) => void;
  menu: readonly MenuItem[];
  onAdded?: (item: MenuItem) => void;
}) {
  const [choosing, setChoosing] = useState<MenuItem | null>(null);
  // Where focus goes back when the options dialog closes: the Add button that opened it (issue 21:
  // a keyboard add left focus on the page's body).
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const add = (item: MenuItem, choices: ChosenPickInput[]) => {
    const result = addToCart(lines, item, choices, menu);
    if ("error" in result) {
      toast.error(result.error);
      return;
    }
    setLines(result.lines);
    setChoosing(null);
    onAdded?.(item);
  };

  // One function for the life of the page, so a memoised dish list keeps its element as the cart
  // changes; it calls the latest render's `add`.
  const addFromMenu = useRef((_item: MenuItem) => {});
  addFromMenu.current = (item) => {
    if (item.optionGroups.length === 0) return add(item, []);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setChoosing(item);
  };
  const onAddFromMenu = useCallback((item: MenuItem) => addFromMenu.current(item), []);

  return {
    onAddFromMenu,
    optionsDialog: {
      item: choosing,
      menu,
      onClose: () => setChoosing(null),
      onConfirm: add,
      returnFocusTo,
    },
  };
}
