import { type RefObject, Suspense } from "react";
import type { ChosenPickInput } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import { useHasOpened } from "../../lib/use-has-opened";

/** The dialog (Radix Dialog, the shared pricing rule with zod) loads when first wanted. */
const dialog = lazyWithPreload(() => import("./dish-options-dialog").then((m) => m.DishOptionsDialog));

/** Starts loading the dish options dialog, e.g. when the pointer reaches an Add button. */
export const preloadDishOptionsDialog = dialog.preload;

/** DishOptionsDialog for the home page's first paint: mounted from the first dish chosen on. */
export function LazyDishOptionsDialog(props: {
  item: MenuItem | null;
  menu: readonly MenuItem[];
  onClose: () => void;
  onConfirm: (item: MenuItem, choices: ChosenPickInput[]) => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
}) {
  if (!useHasOpened(props.item !== null)) return null;
  return (
    <Suspense fallback={null}>
      <dialog.Component {...props} />
    </Suspense>
  );
}
