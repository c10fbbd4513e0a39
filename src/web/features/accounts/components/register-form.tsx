import { Link } from "react-router";
import type { z } from "zod";
import { PASSWORD_MIN_LENGTH, PREFERRED_CUISINES, RegisterRequestSchema } from "@shared/accounts/auth.schema";
import { ConsentCheckbox, FormField, InputField, SelectField } from "@web/components/ui/form-field";
import { useRestaurant } from "@web/lib/restaurant";
import { registerCustomer } from "../api/register-customer";
import { describeRegistrationError } from "../auth-messages";
import { AuthForm, SwitchModePrompt, useAuthForm, useSignedIn } from "./auth-form";

const Field = InputField<z.input<typeof RegisterRequestSchema>>;
const Select = SelectField<z.input<typeof RegisterRequestSchema>>;

const CUISINE_LABELS: Record<(typeof PREFERRED_CUISINES)[number], string> = {
  hyderabadi: "Hyderabadi",
  biryani: "Biryani",
  tandoori: "Tandoori",
  vegetarian: "Vegetarian",
  spicy: "Spicy",
  mild: "Mild",
};

export function RegisterForm() {
  const signedIn = useSignedIn();
  const welcomeTo = useRestaurant()?.name ?? "your account";
  const account = useAuthForm(
    RegisterRequestSchema,
    {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      password: "",
      confirmPassword: "",
      address: "",
      city: "",
      postcode: "",
      preferredCuisine: "",
      dietaryRequirements: "",
      marketingConsent: false,
      dateOfBirth: "",
    },
    {
      request: registerCustomer,
      onSuccess: ({ customer, welcomeBonusReady, guestOrdersToLink }) =>
        signedIn(customer, {
          title: "Registration Successful!",
          // The bonus is promised only when the server says the checkout would give it.
          description: `${
            welcomeBonusReady
              ? `Welcome to ${welcomeTo}, ${customer.firstName}! Your welcome bonus is ready: 15% off your first order with code WELCOME15, and you'll earn loyalty points on every order.`
              : `Welcome to ${welcomeTo}, ${customer.firstName}! You'll earn loyalty points on every order.`
          }${
            guestOrdersToLink > 0
              ? ` Open the link we have emailed you to add the ${guestOrdersToLink === 1 ? "order" : `${guestOrdersToLink} orders`} you placed with this email.`
              : ""
          }`,
        }),
      describeError: describeRegistrationError,
    },
  );
  const r = account.form.register;

  return (
    <AuthForm
      auth={account}
      labels={["Create Account", "Creating account..."]}
      after={<SwitchModePrompt question="Already have an account?" action="Sign in" mode="login" />}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="firstName" label="First name" autoComplete="given-name" maxLength={50} />
        <Field name="lastName" label="Last name" autoComplete="family-name" maxLength={50} />
      </div>
      <Field name="email" label="Email" type="email" autoComplete="email" maxLength={255} />
      <Field name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={20} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="password"
          label="Password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
          type="password"
          autoComplete="new-password"
        />
        <Field name="confirmPassword" label="Confirm password" type="password" autoComplete="new-password" />
      </div>
      <Field
        name="dateOfBirth"
        label="Date of birth"
        optional
        hint="For a birthday-week treat"
        type="date"
        autoComplete="bday"
      />
      <Field name="address" label="Address" optional autoComplete="street-address" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="city" label="City" optional autoComplete="address-level2" maxLength={50} />
        <Field name="postcode" label="Postcode" optional autoComplete="postal-code" maxLength={10} />
      </div>
      <Select
        name="preferredCuisine"
        label="Preferred cuisine"
        optional
        values={PREFERRED_CUISINES}
        labels={CUISINE_LABELS}
        placeholder="No preference"
      />
      <FormField label="Dietary requirements" optional>
        <textarea rows={2} maxLength={500} {...r("dietaryRequirements")} />
      </FormField>
      <ConsentCheckbox label="Send me offers and news by email" {...r("marketingConsent")} />
      <p className="text-sm text-stone-700">
        By creating an account you agree to our{" "}
        <Link className="underline" to="/terms">
          terms of sale
        </Link>
        . How we use your data:{" "}
        <Link className="underline" to="/privacy">
          privacy notice
        </Link>
        .
      </p>
    </AuthForm>
  );
}
