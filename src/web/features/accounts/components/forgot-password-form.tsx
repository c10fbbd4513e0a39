import { useState } from "react";
import { type ForgotPasswordRequest, ForgotPasswordRequestSchema } from "@shared/accounts/auth.schema";
import { Button } from "@web/components/ui/button";
import { InputField } from "@web/components/ui/form-field";
import { toast } from "@web/lib/toast";
import { requestPasswordReset } from "../api/request-password-reset";
import { useAuthDialog } from "../auth-dialog-context";
import { describeForgotPasswordError } from "../auth-messages";
import { AuthForm, useAuthForm } from "./auth-form";

const Field = InputField<ForgotPasswordRequest>;

export function ForgotPasswordForm() {
  const { setMode } = useAuthDialog();
  const [sent, setSent] = useState(false);
  const request = useAuthForm(
    ForgotPasswordRequestSchema,
    { email: "" },
    {
      request: requestPasswordReset,
      onSuccess: (answer) => {
        // The spec logs the development link to the console; production never returns one.
        if (answer.resetLink) console.info("Password reset link (development only):", answer.resetLink);
        toast.success("Reset Link Sent!", {
          description: "Check your email for password reset instructions.",
        });
        setSent(true);
      },
      describeError: describeForgotPasswordError,
    },
  );
  const { form } = request;

  if (sent) {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p className="text-stone-800" role="status">
          If an account exists with the provided email, you'll receive a password reset link within a few
          minutes.
        </p>
        <p className="text-sm text-stone-700">The link expires in 1 hour.</p>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset();
            setSent(false);
          }}
        >
          Try Different Email
        </Button>
        <Button variant="ghost" onClick={() => setMode("login")}>
          Back to Sign In
        </Button>
      </div>
    );
  }

  return (
    <AuthForm
      auth={request}
      labels={["Send Reset Link", "Sending..."]}
      after={
        <Button variant="ghost" onClick={() => setMode("login")}>
          Back to Sign In
        </Button>
      }
    >
      <p className="text-sm text-stone-700">
        Enter the email you registered with and we'll send you a link to reset your password.
      </p>
      <Field name="email" label="Email" type="email" autoComplete="email" />
    </AuthForm>
  );
}
