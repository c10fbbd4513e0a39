import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { DefaultValues, FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { Button } from "@web/components/ui/button";
import { HookForm } from "@web/components/ui/form-field";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { currentCustomerQueryKey } from "../api/get-current-customer";
import { type AuthDialogMode, useAuthDialog } from "../auth-dialog-context";
import type { ToastText } from "../auth-messages";
import { useCustomer } from "../customer-context";

/**
 * An account form and the request it sends: a failure is toasted and also kept for the form to show,
 * because toasts sit outside the sign-in modal, which hides them from screen readers.
 */
export function useAuthForm<S extends z.ZodType<FieldValues, FieldValues>, TData>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  {
    request,
    onSuccess,
    describeError,
  }: {
    request: (values: z.output<S>) => Promise<TData>;
    onSuccess: (data: TData) => void;
    describeError: (error: unknown) => ToastText;
  },
) {
  const form = useSchemaForm(schema, defaultValues);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: request,
    onSuccess,
    onError: (error) => {
      const { title, description } = describeError(error);
      setFailure(description);
      toast.error(title, { description });
    },
  });
  const submit = (values: z.output<S>) => {
    setFailure(null);
    mutation.mutate(values);
  };
  return { form, failure, submit, isPending: mutation.isPending };
}

export interface AuthFormState<TInput extends FieldValues, TOutput extends FieldValues> {
  form: UseFormReturn<TInput, unknown, TOutput>;
  failure: string | null;
  submit: (values: TOutput) => void;
  isPending: boolean;
}

/** After sign-in or sign-up: remember the customer, greet them, close the dialog. */
export function useSignedIn() {
  const { setCustomer } = useCustomer();
  const { close } = useAuthDialog();
  const queryClient = useQueryClient();
  return (customer: CustomerSession, greeting: ToastText) => {
    queryClient.setQueryData(currentCustomerQueryKey, { customer });
    setCustomer(customer);
    toast.success(greeting.title, { description: greeting.description });
    close();
  };
}

/**
 * A form of the sign-in dialog: its fields (InputFields find the form through the provider), the
 * failure, the submit button, then what follows it.
 */
export function AuthForm<TInput extends FieldValues, TOutput extends FieldValues>({
  auth,
  labels: [submitLabel, pendingLabel],
  children,
  after,
}: {
  auth: AuthFormState<TInput, TOutput>;
  /** The submit button's text, and its text while the request runs. */
  labels: [string, string];
  children: ReactNode;
  after: ReactNode;
}) {
  return (
    <HookForm form={auth.form} onValid={auth.submit} className="flex flex-col gap-4">
      {children}
      {auth.failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {auth.failure}
        </p>
      ) : null}
      <Button type="submit" disabled={auth.isPending}>
        {auth.isPending ? pendingLabel : submitLabel}
      </Button>
      {after}
    </HookForm>
  );
}

/** "Don't have an account? Create one": a line that moves the dialog to another of its forms. */
export function SwitchModePrompt({
  question,
  action,
  mode,
}: {
  question: string;
  action: string;
  mode: AuthDialogMode;
}) {
  const { setMode } = useAuthDialog();
  return (
    <p className="text-center text-sm text-stone-700">
      {question}{" "}
      <button
        type="button"
        className="font-semibold text-maroon-800 underline hover:text-maroon-900"
        onClick={() => setMode(mode)}
      >
        {action}
      </button>
    </p>
  );
}
