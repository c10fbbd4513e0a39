import type { Employee } from "@shared/employees/employee.schema";
import { formatPounds } from "@shared/money";
import { FormCard } from "@web/components/ui/form-card";
import { InputField, PoundsField } from "@web/components/ui/form-field";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { employeesQueryKey } from "../api/get-employees";
import { type EmployeePatch, updateEmployee } from "../api/update-employee";
import { EmployeeEditFormSchema, type EmployeeEditFormValues } from "../employee-forms.schema";
import { useBelowWageSave } from "./below-wage-dialog";
import { PositionSelect, SaveOrCancel } from "./employee-fields";

const Field = InputField<EmployeeEditFormValues>;
const Pounds = PoundsField<EmployeeEditFormValues>;

/**
 * An owner changes an employee's rate (from a date: past shifts keep theirs), position or end date (an end date today or before takes
 * them off the active list; their shifts stay). A rate below the National Living Wage asks first.
 */
export function EmployeeEditForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const name = `${employee.firstName} ${employee.lastName}`;
  const form = useSchemaForm(EmployeeEditFormSchema, {
    position: employee.position,
    hourlyRate: formatPounds(employee.hourlyRatePence),
    rateFromDate: "",
    endDate: employee.endDate ?? "",
  });
  const { save, dialog } = useBelowWageSave({
    mutationFn: (body: EmployeePatch) => updateEmployee({ id: employee.id, ...body }),
    success: (e) => `${e.firstName} ${e.lastName} changed`,
    failure: "Employee not changed",
    invalidate: [employeesQueryKey],
    onSuccess: onDone,
  });
  return (
    <>
      <FormCard
        label={`Edit ${name}`}
        className="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        form={form}
        save={save}
      >
        <p className="font-semibold text-stone-900 sm:col-span-2 lg:col-span-4">Editing {name}</p>
        <PositionSelect />
        <Pounds name="hourlyRate" label="Hourly rate" required />
        <Field
          name="rateFromDate"
          label="New rate paid from"
          optional
          type="date"
          hint="Blank is this week's Monday; shifts before keep the rate they were paid"
        />
        <Field
          name="endDate"
          label="End date"
          optional
          type="date"
          hint="A leaver leaves the active list and keeps their history"
        />
        <SaveOrCancel label="Save changes" pending={save.isPending} onCancel={onDone} />
      </FormCard>
      {dialog}
    </>
  );
}
