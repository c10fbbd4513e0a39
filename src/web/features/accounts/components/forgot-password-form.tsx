import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  type ForgotPasswordRequest,
  ForgotPasswordRequestSchema,
} from "../../../../shared/accounts/auth.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { requestPasswordReset } from "../api/request-password-reset";
import { useAuthDialog } from "../auth-dialog-context";
import { describeForgotPasswordError } from "../auth-messages";

export function ForgotPasswordForm() {
  const { setMode } = useAuthDialog();
  const [sent, setSent] = useState(false);
  // Also shown in the dialog: toasts sit outside the modal, which hides them from screen readers.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequestSchema),
    defaultValues: { email: "" },
  });
  const request = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (answer) => {
      // The spec logs the development link to the console; production never returns one.
      if (answer.resetLink) console.info("Password reset link (development only):", answer.resetLink);
      toast.success("Reset Link Sent!", { description: "Check your email for password reset instructions." });
      setSent(true);
    },
    onError: (error) => {
      const { title, description } = describeForgotPasswordError(error);
      setFailure(description);
      toast.error(title, { description });
    },
  });

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
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        request.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-stone-700">
        Enter the email you registered with and we'll send you a link to reset your password.
      </p>
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? "Sending..." : "Send Reset Link"}
      </Button>
      <Button variant="ghost" onClick={() => setMode("login")}>
        Back to Sign In
      </Button>
    </form>
  );
}
