import { type ReactNode, type RefObject, Suspense, useRef, useState } from "react";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import { useHasOpened } from "../../lib/use-has-opened";
import { useOrderableFlashSale } from "./use-active-promotions";

/** The pop-up (Radix Dialog, the promotion cards) loads when first wanted, not with the first page. */
const content = lazyWithPreload(() =>
  import("./flash-sale-dialog-content").then((m) => m.FlashSaleDialogContent),
);

/** What the trigger element takes: what Radix's Dialog.Trigger would give it, plus the preload. */
export interface FlashSaleTriggerProps {
  ref: RefObject<HTMLButtonElement | null>;
  "aria-haspopup": "dialog";
  "aria-expanded": boolean;
  "data-state": "open" | "closed";
  onClick: () => void;
  onPointerEnter: () => void;
  onFocus: () => void;
}

/**
 * The flash-sale pop-up; `trigger` renders the element that opens it (the navbar's Offers item).
 * Both exist only while a flash sale runs and can be ordered: never on a closed day or while
 * ordering is paused (issue 21: the dialog counted down on a closed Monday).
 */
export function FlashSaleDialog({ trigger }: { trigger: (props: FlashSaleTriggerProps) => ReactNode }) {
  const sale = useOrderableFlashSale();
  const [open, setOpen] = useState(false);
  const opened = useHasOpened(open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (!sale) return null;
  return (
    <>
      {trigger({
        ref: triggerRef,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        "data-state": open ? "open" : "closed",
        onClick: () => setOpen(true),
        onPointerEnter: () => void content.preload(),
        onFocus: () => void content.preload(),
      })}
      {opened && (
        <Suspense fallback={null}>
          <content.Component open={open} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  );
}
