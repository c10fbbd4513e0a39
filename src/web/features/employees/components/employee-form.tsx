import { Button } from "@web/components/ui/button";
import { FormCard } from "@web/components/ui/form-card";
import { InputField, PoundsField } from "@web/components/ui/form-field";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createEmployee } from "../api/create-employee";
import { employeesQueryKey } from "../api/get-employees";
import { EmployeeFormSchema, type EmployeeFormValues } from "../employee-forms.schema";
import { useBelowWageSave } from "./below-wage-dialog";
import { PositionSelect } from "./employee-fields";

const Field = InputField<EmployeeFormValues>;
const Pounds = PoundsField<EmployeeFormValues>;

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
  const { formState, reset } = form;
  // The shared schema's rule on the converted rate (more than zero, not absurd) lands on its own name.
  const rateRuleError = (formState.errors as Record<string, { message?: string } | undefined>).hourlyRatePence
    ?.message;
  const { save: create, dialog } = useBelowWageSave({
    mutationFn: createEmployee,
    success: (e) => `${e.firstName} ${e.lastName} added`,
    failure: "Employee not added",
    invalidate: [employeesQueryKey],
    onSuccess: () => reset(empty(today)),
  });
  return (
    <>
      {dialog}
      <FormCard label="Add an employee" className="sm:grid-cols-2 lg:grid-cols-4" form={form} save={create}>
        <Field name="firstName" label="First name" required />
        <Field name="lastName" label="Last name" required />
        <PositionSelect />
        <Pounds name="hourlyRate" label="Hourly rate" required error={rateRuleError} placeholder="12.21" />
        <Field name="startDate" label="Start date" required type="date" />
        <Field name="phoneNumber" label="Phone" optional type="tel" />
        <Field name="email" label="Email" optional type="email" />
        <Field
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
    </>
  );
}
