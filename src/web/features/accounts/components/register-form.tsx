import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import type { z } from "zod";
import { PREFERRED_CUISINES, RegisterRequestSchema } from "../../../../shared/accounts/auth.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Options } from "../../../components/ui/options";
import { currentCustomerQueryKey } from "../api/get-current-customer";
import { registerCustomer } from "../api/register-customer";
import { useAuthDialog } from "../auth-dialog-context";
import { describeRegistrationError } from "../auth-messages";
import { useCustomer } from "../customer-context";

type RegisterInput = z.input<typeof RegisterRequestSchema>;
type RegisterOutput = z.output<typeof RegisterRequestSchema>;

const CUISINE_LABELS: Record<(typeof PREFERRED_CUISINES)[number], string> = {
  hyderabadi: "Hyderabadi",
  biryani: "Biryani",
  tandoori: "Tandoori",
  vegetarian: "Vegetarian",
  spicy: "Spicy",
  mild: "Mild",
};

export function RegisterForm() {
  const { setCustomer } = useCustomer();
  const { close, setMode } = useAuthDialog();
  const queryClient = useQueryClient();
  // Also shown in the dialog: toasts sit outside the modal, which hides them from screen readers.
  const [failure, setFailure] = useState<string | null>(null);
  const consentId = useId();
  const form = useForm<RegisterInput, unknown, RegisterOutput>({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: {
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
  });
  const register = useMutation({
    mutationFn: (values: RegisterOutput) => registerCustomer(values),
    onSuccess: ({ customer }) => {
      queryClient.setQueryData(currentCustomerQueryKey, { customer });
      setCustomer(customer);
      toast.success("Registration Successful!", {
        description: `Welcome to Hyderabad House, ${customer.firstName}! Your welcome bonus is ready: 15% off your first order with code WELCOME15, and you'll earn loyalty points on every order.`,
      });
      close();
    },
    onError: (error) => {
      const { title, description } = describeRegistrationError(error);
      setFailure(description);
      toast.error(title, { description });
    },
  });
  const { errors } = form.formState;
  const r = form.register;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setFailure(null);
        register.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <input autoComplete="given-name" maxLength={50} {...r("firstName")} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <input autoComplete="family-name" maxLength={50} {...r("lastName")} />
        </FormField>
      </div>
      <FormField label="Email" error={errors.email?.message}>
        <input type="email" autoComplete="email" maxLength={255} {...r("email")} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message}>
        <input type="tel" autoComplete="tel" maxLength={20} {...r("phone")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Password" error={errors.password?.message}>
          <input type="password" autoComplete="new-password" {...r("password")} />
        </FormField>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <input type="password" autoComplete="new-password" {...r("confirmPassword")} />
        </FormField>
      </div>
      <FormField
        label="Date of birth"
        optional
        hint="For a birthday-week treat"
        error={errors.dateOfBirth?.message}
      >
        <input type="date" autoComplete="bday" {...r("dateOfBirth")} />
      </FormField>
      <FormField label="Address" optional error={errors.address?.message}>
        <input autoComplete="street-address" {...r("address")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" optional error={errors.city?.message}>
          <input autoComplete="address-level2" maxLength={50} {...r("city")} />
        </FormField>
        <FormField label="Postcode" optional error={errors.postcode?.message}>
          <input autoComplete="postal-code" maxLength={10} {...r("postcode")} />
        </FormField>
      </div>
      <FormField label="Preferred cuisine" optional>
        <select {...r("preferredCuisine")}>
          <option value="">No preference</option>
          <Options values={PREFERRED_CUISINES} label={(c) => CUISINE_LABELS[c]} />
        </select>
      </FormField>
      <FormField label="Dietary requirements" optional>
        <textarea rows={2} maxLength={500} {...r("dietaryRequirements")} />
      </FormField>
      <div className="flex items-start gap-2">
        <input
          id={consentId}
          type="checkbox"
          className="mt-1 h-4 w-4 accent-maroon-800"
          {...r("marketingConsent")}
        />
        <label htmlFor={consentId} className="text-sm text-stone-800">
          Send me offers and news by email
        </label>
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      ) : null}
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? "Creating account..." : "Create Account"}
      </Button>
      <p className="text-center text-sm text-stone-700">
        Already have an account?{" "}
        <button
          type="button"
          className="font-semibold text-maroon-800 underline hover:text-maroon-900"
          onClick={() => setMode("login")}
        >
          Sign in
        </button>
      </p>
    </form>
  );
}
