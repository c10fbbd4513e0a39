import { EMPLOYEE_POSITIONS, type EmployeePosition } from "@shared/employees/employee.schema";
import { Button } from "@web/components/ui/button";
import { SelectField } from "@web/components/ui/form-field";

const POSITION_LABELS = { chef: "Chef", waiter: "Waiter", manager: "Manager", other: "Other" } as const;

/** The employee's position, in the add and the edit form alike. */
export function PositionSelect() {
  return (
    <SelectField<{ position: EmployeePosition }>
      name="position"
      label="Position"
      required
      values={EMPLOYEE_POSITIONS}
      labels={POSITION_LABELS}
    />
  );
}

/** An owner's edit in place (an employee, a shift): save it, or leave it as it was. */
export function SaveOrCancel({
  label,
  pending,
  onCancel,
}: {
  label: string;
  pending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" disabled={pending}>
        {label}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
