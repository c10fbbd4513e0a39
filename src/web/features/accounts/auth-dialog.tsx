import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { type AuthDialogMode, useAuthDialog } from "./auth-dialog-context";
import { ForgotPasswordForm } from "./components/forgot-password-form";
import { LoginForm } from "./components/login-form";
import { RegisterForm } from "./components/register-form";

const HEADINGS: Record<AuthDialogMode, { title: string; description: string }> = {
  login: { title: "Sign In", description: "Sign in to see your loyalty points and rewards." },
  register: {
    title: "Create Account",
    description: "Join for 15% off your first order (WELCOME15) and loyalty points on every order.",
  },
  "forgot-password": {
    title: "Reset Password",
    description: "We'll email you a link to choose a new password.",
  },
};

/** The one sign-in dialog of the site (rendered once in the layout), opened with useAuthDialog(). */
export function AuthDialog() {
  const { isOpen, mode, close } = useAuthDialog();
  const heading = HEADINGS[mode];
  return (
    <Dialog.Root open={isOpen} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-cream p-6 shadow-xl">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="font-display text-2xl font-bold text-maroon-800">
                {heading.title}
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-stone-700">
                {heading.description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-md p-1 text-stone-700 hover:bg-maroon-50 hover:text-maroon-800"
              aria-label="Close"
            >
              <X aria-hidden="true" />
            </Dialog.Close>
          </div>
          {mode === "login" && <LoginForm key="login" />}
          {mode === "register" && <RegisterForm key="register" />}
          {mode === "forgot-password" && <ForgotPasswordForm key="forgot-password" />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
