import { SiteDialog, SiteDialogHeader } from "../../components/ui/site-dialog";
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

/** The sign-in dialog itself; AuthDialog (auth-dialog.tsx) loads it when first opened. */
export function AuthDialogContent() {
  const { isOpen, mode, close } = useAuthDialog();
  const heading = HEADINGS[mode];
  return (
    <SiteDialog open={isOpen} onClose={close}>
      <SiteDialogHeader title={heading.title} description={heading.description} />
      {mode === "login" && <LoginForm key="login" />}
      {mode === "register" && <RegisterForm key="register" />}
      {mode === "forgot-password" && <ForgotPasswordForm key="forgot-password" />}
    </SiteDialog>
  );
}
