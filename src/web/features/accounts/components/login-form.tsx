import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type LoginRequest, LoginRequestSchema } from "../../../../shared/accounts/auth.schema";
import { Button } from "../../../components/ui/button";
import { currentCustomerQueryKey } from "../api/get-current-customer";
import { loginCustomer } from "../api/login-customer";
import { useAuthDialog } from "../auth-dialog-context";
import { describeLoginError } from "../auth-messages";
import { useCustomer } from "../customer-context";
import { FormField } from "./form-field";

export function LoginForm() {
  const { setCustomer } = useCustomer();
  const { close, setMode } = useAuthDialog();
  const queryClient = useQueryClient();
  const form = useForm<LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: "", password: "" },
  });
  const login = useMutation({
    mutationFn: loginCustomer,
    retry: false,
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
      toast.error(title, { description });
    },
  });
  const { errors } = form.formState;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => login.mutate(values))}
      className="flex flex-col gap-4"
    >
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <button
        type="button"
        className="self-end text-sm font-medium text-maroon-800 underline hover:text-maroon-900"
        onClick={() => setMode("forgot-password")}
      >
        Forgot password?
      </button>
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
