import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type LoginRequest, LoginRequestSchema } from "../../../../shared/accounts/auth.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { currentCustomerQueryKey } from "../api/get-current-customer";
import { loginCustomer } from "../api/login-customer";
import { useAuthDialog } from "../auth-dialog-context";
import { describeLoginError } from "../auth-messages";
import { useCustomer } from "../customer-context";

export function LoginForm() {
  const { setCustomer } = useCustomer();
  const { close, setMode } = useAuthDialog();
  const queryClient = useQueryClient();
  // Also shown in the dialog: toasts sit outside the modal, which hides them from screen readers.
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const login = useMutation({
    mutationFn: loginCustomer,
    onSuccess: ({ customer }) => {
      queryClient.setQueryData(currentCustomerQueryKey, { customer });
      setCustomer(customer);
      toast.success("Welcome Back!", {
        description: `Hi ${customer.firstName}, you're successfully logged in!`,
      });
      close();
    },
    onError: (error) => {
      const { title, description } = describeLoginError(error);
      setFailure(description);
      toast.error(title, { description });
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        login.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <FormField label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" {...form.register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <input type="password" autoComplete="current-password" {...form.register("password")} />
      </FormField>
      <button
        type="button"
        className="self-end text-sm font-medium text-maroon-800 underline hover:text-maroon-900"
        onClick={() => setMode("forgot-password")}
      >
        Forgot password?
      </button>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={login.isPending}>
        {login.isPending ? "Signing in..." : "Sign In"}
      </Button>
      <p className="text-center text-sm text-stone-700">
        Don't have an account?{" "}
        <button
          type="button"
          className="font-semibold text-maroon-800 underline hover:text-maroon-900"
          onClick={() => setMode("register")}
        >
          Create one
        </button>
      </p>
    </form>
  );
}
