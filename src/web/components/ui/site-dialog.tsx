import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/** The public site's modal dialog (sign-in, dish options): cream, scrolls when tall, closed by Escape. */
export function SiteDialog({
  open,
  onClose,
  onCloseAutoFocus,
  panelClassName = "fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-cream p-6 shadow-xl",
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on closing, when not back to what opened it (Radix's default). */
  onCloseAutoFocus?: (event: Event) => void;
  /** The panel's place and size, for a dialog that is not the usual centred card (a whole sheet). */
  panelClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <Dialog.Content onCloseAutoFocus={onCloseAutoFocus} className={panelClassName}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A SiteDialog's title (its accessible name), description and close button. */
export function SiteDialogHeader({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <div className="mb-4 flex items-start justify-between gap-4">
      <div>
        <Dialog.Title className="font-display text-2xl font-bold text-maroon-800">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-stone-700">{description}</Dialog.Description>
      </div>
      <DialogCloseButton className="rounded-md p-1 text-stone-700 hover:bg-maroon-50 hover:text-maroon-800" />
    </div>
  );
}

/** A dialog's X: it closes the dialog it sits in, and says "Close" to screen readers. */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <Dialog.Close className={className} aria-label="Close">
      <X aria-hidden="true" />
    </Dialog.Close>
  );
}
