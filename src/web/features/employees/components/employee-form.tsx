import { EMPLOYEE_POSITIONS } from "../../../../shared/employees/employee.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { createEmployee } from "../api/create-employee";
import { employeesQueryKey } from "../api/get-employees";
import { EmployeeFormSchema, type EmployeeFormValues } from "../employee-forms.schema";

const POSITION_LABELS = { chef: "Chef", waiter: "Waiter", manager: "Manager", other: "Other" } as const;

function empty(today: string): EmployeeFormValues {
  return {
    firstName: "",
    lastName: "",
    position: "waiter",
    hourlyRate: "",
    startDate: today,
    phoneNumber: "",
    email: "",
    nationalInsuranceNumber: "",
  };
}

export function EmployeeForm({ today }: { today: string }) {
  const { register, handleSubmit, formState, reset } = useSchemaForm(EmployeeFormSchema, empty(today));
  const errors = formState.errors;
  // The shared schema's rule on the converted rate (more than zero, not absurd) lands on its own name.
  const rateRuleError = (errors as Record<string, { message?: string } | undefined>).hourlyRatePence?.message;
  const create = useAdminMutation({
    mutationFn: createEmployee,
    success: (e) => `${e.firstName} ${e.lastName} added`,
    failure: "Employee not added",
    invalidate: [employeesQueryKey],
    onSuccess: () => reset(empty(today)),
  });
  return (
    <form
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4"
      noValidate
      aria-label="Add an employee"
      onSubmit={handleSubmit((input) => create.mutate(input))}
    >
      <FormField label="First name" required error={errors.firstName?.message}>
        <input {...register("firstName")} />
      </FormField>
      <FormField label="Last name" required error={errors.lastName?.message}>
        <input {...register("lastName")} />
      </FormField>
      <FormField label="Position" required error={errors.position?.message}>
        <select {...register("position")}>
          {EMPLOYEE_POSITIONS.map((p) => (
            <option key={p} value={p}>
              {POSITION_LABELS[p]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Hourly rate (£)" required error={errors.hourlyRate?.message ?? rateRuleError}>
        <input inputMode="decimal" placeholder="12.21" {...register("hourlyRate")} />
      </FormField>
      <FormField label="Start date" required error={errors.startDate?.message}>
        <input type="date" {...register("startDate")} />
      </FormField>
      <FormField label="Phone" optional error={errors.phoneNumber?.message}>
        <input type="tel" {...register("phoneNumber")} />
      </FormField>
      <FormField label="Email" optional error={errors.email?.message}>
        <input type="email" {...register("email")} />
      </FormField>
      <FormField
        label="National Insurance number"
        optional
        hint="Stored encrypted; shown masked afterwards"
        error={errors.nationalInsuranceNumber?.message}
      >
        <input autoComplete="off" placeholder="AB 12 34 56 C" {...register("nationalInsuranceNumber")} />
      </FormField>
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={create.isPending}>
          Add employee
        </Button>
      </div>
    </form>
  );
}
