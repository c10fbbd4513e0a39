import { EMPLOYEE_POSITIONS } from "../../../../shared/employees/employee.schema";
import { Button } from "../../../components/ui/button";
import { FormCard } from "../../../components/ui/form-card";
import { Options } from "../../../components/ui/options";
import { InputField, PoundsField, SelectField } from "../../../components/ui/registered-field";
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
  const form = useSchemaForm(EmployeeFormSchema, empty(today));
  const { handleSubmit, formState, reset } = form;
  // The shared schema's rule on the converted rate (more than zero, not absurd) lands on its own name.
  const rateRuleError = (formState.errors as Record<string, { message?: string } | undefined>).hourlyRatePence
    ?.message;
  const create = useAdminMutation({
    mutationFn: createEmployee,
    success: (e) => `${e.firstName} ${e.lastName} added`,
    failure: "Employee not added",
    invalidate: [employeesQueryKey],
    onSuccess: () => reset(empty(today)),
  });
  return (
    <FormCard
      label="Add an employee"
      className="sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={handleSubmit((input) => create.mutate(input))}
    >
      <InputField form={form} name="firstName" label="First name" required />
      <InputField form={form} name="lastName" label="Last name" required />
      <SelectField form={form} name="position" label="Position" required>
        <Options values={EMPLOYEE_POSITIONS} label={(p) => POSITION_LABELS[p]} />
      </SelectField>
      <PoundsField
        form={form}
        name="hourlyRate"
        label="Hourly rate"
        required
        error={rateRuleError}
        placeholder="12.21"
      />
      <InputField form={form} name="startDate" label="Start date" required type="date" />
      <InputField form={form} name="phoneNumber" label="Phone" optional type="tel" />
      <InputField form={form} name="email" label="Email" optional type="email" />
      <InputField
        form={form}
        name="nationalInsuranceNumber"
        label="National Insurance number"
        optional
        hint="Stored encrypted; shown masked afterwards"
        autoComplete="off"
        placeholder="AB 12 34 56 C"
      />
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={create.isPending}>
          Add employee
        </Button>
      </div>
    </FormCard>
  );
}
