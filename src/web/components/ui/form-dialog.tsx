import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/** The dimmed page behind the plain white modals (form dialogs, confirmations). */
export const modalOverlayClass = "fixed inset-0 z-40 bg-black/50";
/** Such a modal's white panel, centred; the caller adds its width. */
export const modalPanelClass =
  "fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl";

/** The app's modal form dialog: titled (the title names it for screen readers), scrolls when tall. */
export function FormDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={modalOverlayClass} />
        <Dialog.Content className={`${modalPanelClass} max-h-[90vh] w-[95vw] max-w-2xl overflow-y-auto`}>
          <Dialog.Title className="text-xl font-bold text-maroon-800">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{title}</Dialog.Description>
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
