import { CheckCircle2, KeyRound, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  PASSWORD_MIN_LENGTH,
  type ResetPasswordForm,
  ResetPasswordFormSchema,
} from "@shared/accounts/auth.schema";
import { ReturnHomeLink } from "@web/components/layout/return-home-link";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { toast } from "@web/lib/toast";
import { resetPassword } from "./api/reset-password";
import { describeResetPasswordError } from "./auth-messages";
import { useAuthForm } from "./components/auth-form";

const Field = InputField<ResetPasswordForm>;

const REDIRECT_DELAY_MS = 2000;

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      {token ? <ResetPasswordFormView token={token} /> : <InvalidResetLink />}
    </section>
  );
}

function InvalidResetLink() {
  return (
    <div className="rounded-xl border border-saffron-200 bg-white p-8 text-center shadow-sm">
      <TriangleAlert aria-hidden="true" className="mx-auto h-12 w-12 text-saffron-700" />
      <h1 className="mt-4 font-display text-2xl font-bold text-maroon-800">Invalid Reset Link</h1>
      <p className="mt-2 text-stone-700">This password reset link is invalid or has expired</p>
      <ReturnHomeLink />
    </div>
  );
}

function ResetPasswordFormView({ token }: { token: string }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const reset = useAuthForm(
    ResetPasswordFormSchema,
    { newPassword: "", confirmPassword: "" },
    {
      request: (values) => resetPassword({ token, newPassword: values.newPassword }),
      onSuccess: () => {
        toast.success("Password Reset Successful!", {
          description: "You can now sign in with your new password.",
        });
        setDone(true);
      },
      describeError: describeResetPasswordError,
    },
  );

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (done) {
    return (
      <div className="rounded-xl border border-saffron-200 bg-white p-8 text-center shadow-sm" role="status">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
        <h1 className="mt-4 font-display text-2xl font-bold text-maroon-800">Password Reset Successful!</h1>
        <p className="mt-2 text-stone-700">
          Your password has been changed. Taking you to the home page, where you can sign in...
        </p>
      </div>
    );
  }

  return (
    <div className="rounded-xl border border-saffron-200 bg-white p-8 shadow-sm">
      <KeyRound aria-hidden="true" className="mx-auto h-12 w-12 text-maroon-800" />
      <h1 className="mt-4 text-center font-display text-2xl font-bold text-maroon-800">
        Choose a New Password
      </h1>
      <p className="mt-2 text-center text-sm text-stone-700">
        At least {PASSWORD_MIN_LENGTH} characters. This link works once.
      </p>
      <HookForm form={reset.form} className="mt-6 flex flex-col gap-4" onValid={reset.submit}>
        <Field name="newPassword" label="New password" type="password" autoComplete="new-password" />
        <Field
          name="confirmPassword"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
        />
        {reset.failure ? (
          <div className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <p className="font-semibold">Reset Failed</p>
            <p>{reset.failure}</p>
          </div>
        ) : null}
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? "Resetting..." : "Reset Password"}
        </Button>
        <Link to="/" className="text-center text-sm font-medium text-maroon-800 underline">
          Return to Home
        </Link>
      </HookForm>
    </div>
  );
}
