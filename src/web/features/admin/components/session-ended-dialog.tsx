import { Dialog } from "radix-ui";
import { STAFF_SESSION_ENDED } from "@shared/admin/admin-auth.schema";
import { SignInForm } from "./sign-in-form";

/**
 * Over the board when the staff session has ended (idle, signed out elsewhere, account disabled):
 * it says so and signs in again in place, so the board and its place stay where they were. It cannot
 * be dismissed: behind it nothing would load.
 */
export function SessionEndedDialog({ open, onSignedIn }: { open: boolean; onSignedIn: () => Promise<void> }) {
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <Dialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-2xl font-bold text-maroon-800">Signed out</Dialog.Title>
          <Dialog.Description className="mt-1 text-stone-800">
            {STAFF_SESSION_ENDED.message} The board stays as it is and carries on once you are signed in.
          </Dialog.Description>
          <SignInForm onSignedIn={onSignedIn} submitLabel="Sign in again" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
