import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";

/** A form's Cancel and submit buttons. */
export function FormActions({
  onCancel,
  submitLabel,
  disabled,
}: {
  onCancel: () => void;
  submitLabel: string;
  disabled: boolean;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}

/** The bin of one row of a form's repeated part (a bundle slot, a dish option's choice). */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Trash2 size={16} aria-hidden="true" />
    </Button>
  );
}

/** Adds a row to a form's repeated part. */
export function AddRowButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <Plus size={16} aria-hidden="true" /> {children}
    </Button>
  );
}
