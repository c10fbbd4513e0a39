import { AlertDialog } from "radix-ui";
import { Button } from "@web/components/ui/button";
import { modalOverlayClass, modalPanelClass } from "@web/components/ui/form-dialog";

/**
 * The confirm step for an hourly rate below the National Living Wage: the server refused it with
 * BELOW_MINIMUM_WAGE and its words; the owner keeps the rate or goes back to change it.
 */
export function BelowWageDialog({
  message,
  onConfirm,
  onCancel,
}: {
  /** The server's message; the dialog is open while there is one. */
  message: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AlertDialog.Root open={message !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={modalOverlayClass} />
        <AlertDialog.Content className={`${modalPanelClass} w-[90vw] max-w-md`}>
          <AlertDialog.Title className="text-lg font-bold text-stone-900">
            Below the National Living Wage
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-stone-700">{message}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">Change the rate</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Save this rate anyway
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
