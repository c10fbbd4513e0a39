import { useMutation, useQueryClient } from "@tanstack/react-query";
import { DateOfBirthUpdateSchema } from "@shared/accounts/auth.schema";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDateWithYear } from "@web/lib/format";
import { toast } from "@web/lib/toast";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { currentCustomerQueryKey } from "../api/get-current-customer";
import { updateDateOfBirth } from "../api/update-date-of-birth";

/**
 * The customer's optional date of birth, which the birthday-week promotion reads. It is set once
 * (decision 0020): once saved it is shown, not offered for change; staff correct a mistake.
 */
export function DateOfBirthForm({ customer }: { customer: CustomerSession }) {
  if (customer.dateOfBirth) {
    return (
      <section
        aria-label="Your date of birth"
        className="mt-6 rounded-xl border border-saffron-200 bg-white p-4 shadow-sm text-stone-800"
      >
        <p>
          <span className="font-semibold text-stone-900">Date of birth:</span>{" "}
          {formatCalendarDateWithYear(customer.dateOfBirth)}. Used for your birthday-week offer.
        </p>
        <p className="mt-1 text-sm text-stone-700">
          It can only be set once. If it is wrong, please contact us and we will correct it.
        </p>
      </section>
    );
  }
  return <DateOfBirthEntry customer={customer} />;
}

function DateOfBirthEntry({ customer }: { customer: CustomerSession }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState } = useSchemaForm(DateOfBirthUpdateSchema, {
    dateOfBirth: customer.dateOfBirth ?? "",
  });
  const save = useMutation({
    mutationFn: updateDateOfBirth,
    onSuccess: (answer) => {
      toast.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: currentCustomerQueryKey });
    },
    onError: (error) =>
      toast.error("Could not save your date of birth", { description: describeError(error) }),
  });
  return (
    <form
      aria-label="Your date of birth"
      className="mt-6 flex flex-wrap items-end gap-3 rounded-xl border border-saffron-200 bg-white p-4 shadow-sm"
      onSubmit={handleSubmit((body) => save.mutate(body))}
      noValidate
    >
      <FormField
        label="Date of birth"
        optional
        hint="Not given. Add it to get your birthday-week offer. It can be set once, so check it first."
        error={formState.errors.dateOfBirth?.message}
      >
        <input type="date" {...register("dateOfBirth")} />
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        Save date of birth
      </Button>
    </form>
  );
}
