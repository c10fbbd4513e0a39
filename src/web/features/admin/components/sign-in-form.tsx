import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { ADMIN_LOGIN_REQUIRED_MESSAGE, AdminLoginRequestSchema } from "@shared/admin/admin-auth.schema";
import { Button } from "@web/components/ui/button";
import { FormField, HookForm } from "@web/components/ui/form-field";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { ADMIN_FLAG_KEY } from "../api/get-admin-session";
import { loginAdmin } from "../api/login-admin";
import { formatWait, useRetryCountdown } from "../use-retry-countdown";

/**
 * Username, password and the server's answer (a wrong password, or the wait after too many, counted
 * down from its Retry-After). Used by the sign-in screen and by the board's "session ended" dialog.
 */
export function SignInForm({
  onSignedIn,
  submitLabel = "Login",
}: {
  onSignedIn: () => Promise<void> | void;
  submitLabel?: string;
}) {
  const form = useSchemaForm(AdminLoginRequestSchema, { username: "", password: "" });
  const { register, formState } = form;
  const [serverError, setServerError] = useState<string | null>(null);
  const [waitLeft, startWait] = useRetryCountdown();
  const [waitMessage, setWaitMessage] = useState<string | null>(null);
  const login = useMutation({
    mutationFn: loginAdmin,
    onSuccess: async () => {
      localStorage.setItem(ADMIN_FLAG_KEY, "true");
      toast.success("Login Successful", { description: "Welcome to the admin panel" });
      await onSignedIn();
    },
    onError: (caught) => {
      if (caught instanceof ApiError) {
        const message = caught.serverMessage ?? "Invalid username or password";
        // A wait is shown while it lasts, then goes: the form is usable again.
        const waiting = caught.status === 429 && caught.retryAfterSeconds !== null;
        setServerError(waiting ? null : message);
        setWaitMessage(waiting ? message : null);
        startWait(waiting ? caught.retryAfterSeconds : null);
        toast.error("Login Failed", { description: message });
      } else {
        setServerError("Failed to connect to server");
        toast.error("Login Error", { description: "Failed to connect to server" });
      }
    },
  });
  // Both fields share the spec's one message, so it is said once, under the form.
  const { errors } = formState;
  const error =
    errors.username?.message ??
    errors.password?.message ??
    serverError ??
    (waitLeft > 0 ? waitMessage : null);

  return (
    <HookForm
      form={form}
      className="mt-6 space-y-4"
      onValid={(body) => {
        setServerError(null);
        login.mutate(body);
      }}
      onInvalid={() => {
        setServerError(null);
        toast.error(ADMIN_LOGIN_REQUIRED_MESSAGE);
      }}
    >
      <FormField label="Username" error={!!errors.username}>
        <input autoComplete="username" {...register("username")} />
      </FormField>
      <FormField label="Password" error={!!errors.password}>
        <input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {waitLeft > 0 && (
        <p className="text-sm text-stone-800" data-testid="sign-in-wait">
          You can try again in {formatWait(waitLeft)}.
        </p>
      )}
      <Button type="submit" className="w-full" disabled={login.isPending || waitLeft > 0}>
        {login.isPending ? "Signing in..." : waitLeft > 0 ? `Wait ${formatWait(waitLeft)}` : submitLabel}
      </Button>
    </HookForm>
  );
}
