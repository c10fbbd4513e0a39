import { useState } from "react";
import {
  BELOW_MINIMUM_WAGE_CODE,
  EMPLOYEE_POSITIONS,
  type Employee,
} from "@shared/employees/employee.schema";
import { formatPounds } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { FormCard } from "@web/components/ui/form-card";
import { InputField, PoundsField, SelectField } from "@web/components/ui/form-field";
import { ApiError } from "@web/lib/api-client";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { employeesQueryKey } from "../api/get-employees";
import { type EmployeePatch, updateEmployee } from "../api/update-employee";
import { EmployeeEditFormSchema, type EmployeeEditFormValues } from "../employee-forms.schema";
import { BelowWageDialog } from "./below-wage-dialog";

const POSITION_LABELS = { chef: "Chef", waiter: "Waiter", manager: "Manager", other: "Other" } as const;
const Field = InputField<EmployeeEditFormValues>;
const Pounds = PoundsField<EmployeeEditFormValues>;
const Select = SelectField<EmployeeEditFormValues>;

/**
 * An owner changes an employee's rate, position or end date (an end date today or before takes
 * them off the active list; their shifts stay). A rate below the National Living Wage asks first.
 */
export function EmployeeEditForm({ employee, onDone }: { employee: Employee; onDone: () => void }) {
  const name = `${employee.firstName} ${employee.lastName}`;
  const form = useSchemaForm(EmployeeEditFormSchema, {
    position: employee.position,
    hourlyRate: formatPounds(employee.hourlyRatePence),
    endDate: employee.endDate ?? "",
  });
  const [belowWage, setBelowWage] = useState<{ body: EmployeePatch; message: string } | null>(null);
  const save = useAdminMutation({
    mutationFn: async (body: EmployeePatch) => {
      try {
        return await updateEmployee({ id: employee.id, ...body });
      } catch (error) {
        if (error instanceof ApiError && error.code === BELOW_MINIMUM_WAGE_CODE) {
          setBelowWage({ body, message: error.serverMessage ?? error.message });
        }
        throw error;
      }
    },
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
        <Select
          name="position"
          label="Position"
          required
          values={EMPLOYEE_POSITIONS}
          labels={POSITION_LABELS}
        />
        <Pounds name="hourlyRate" label="Hourly rate" required />
        <Field
          name="endDate"
          label="End date"
          optional
          type="date"
          hint="A leaver leaves the active list and keeps their history"
        />
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            Save changes
          </Button>
          <Button type="button" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </FormCard>
      <BelowWageDialog
        message={belowWage?.message ?? null}
        onCancel={() => setBelowWage(null)}
        onConfirm={() => {
          if (belowWage) save.mutate({ ...belowWage.body, confirmBelowMinimumWage: true });
          setBelowWage(null);
        }}
      />
    </>
  );
}
