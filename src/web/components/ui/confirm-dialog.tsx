import { AlertDialog } from "radix-ui";
import type { ReactElement, ReactNode } from "react";
import { Button } from "./button";
import { modalOverlayClass, modalPanelClass } from "./form-dialog";

/**
 * A confirmation step before something that cannot be undone (a deletion, a cancelled booking, a
 * refund). It opens from its trigger, or, without one, while `open` is true: the caller asks once
 * the thing to confirm is known (a checked form, a server's refusal).
 */
export function ConfirmDialog({
  trigger,
  open,
  onClose,
  title,
  description,
  cancelLabel = "Cancel",
  confirmLabel,
  onConfirm,
}: {
  /** The button that opens the dialog. */
  trigger?: ReactElement;
  /** Without a trigger: whether the dialog is open. */
  open?: boolean;
  /** The dialog closed, by either answer or Escape. */
  onClose?: () => void;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && onClose?.()}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalOverlayClass} />
        <AlertDialog.Content className={`${modalPanelClass} w-[90vw] max-w-md`}>
          <AlertDialog.Title className="text-lg font-bold text-stone-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
