import { type LoginRequest, LoginRequestSchema } from "@shared/accounts/auth.schema";
import { InputField } from "@web/components/ui/form-field";
import { loginCustomer } from "../api/login-customer";
import { useAuthDialog } from "../auth-dialog-context";
import { describeLoginError } from "../auth-messages";
import { AuthForm, SwitchModePrompt, useAuthForm, useSignedIn } from "./auth-form";

const Field = InputField<LoginRequest>;

export function LoginForm() {
  const { setMode } = useAuthDialog();
  const signedIn = useSignedIn();
  const login = useAuthForm(
    LoginRequestSchema,
    { email: "", password: "" },
    {
      request: loginCustomer,
      onSuccess: ({ customer }) =>
        signedIn(customer, {
          title: "Welcome Back!",
          description: `Hi ${customer.firstName}, you're successfully logged in!`,
        }),
      describeError: describeLoginError,
    },
  );

  return (
    <AuthForm
      auth={login}
      labels={["Sign In", "Signing in..."]}
      after={<SwitchModePrompt question="Don't have an account?" action="Create one" mode="register" />}
    >
      <Field name="email" label="Email" type="email" autoComplete="email" />
      <Field name="password" label="Password" type="password" autoComplete="current-password" />
      <button
        type="button"
        className="self-end text-sm font-medium text-maroon-800 underline hover:text-maroon-900"
        onClick={() => setMode("forgot-password")}
      >
        Forgot password?
      </button>
    </AuthForm>
  );
}
