import type { ReactNode } from "react";
import { FormDialog } from "./form-dialog";

/** A dialog open while `value` is set (the thing edited, or "new"), showing the form for it. */
export function EditorDialog<T>({
  value,
  onClose,
  title,
  children,
}: {
  value: T | null;
  onClose: () => void;
  title: string;
  children: (value: T) => ReactNode;
}) {
  return (
    <FormDialog open={value !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {value !== null && children(value)}
    </FormDialog>
  );
}

/** A list's add-or-edit dialog: open while `editing` is set, "Add {noun}" for "new", else "Edit {noun}". */
export function AddEditDialog<T>({
  editing,
  onClose,
  noun,
  children,
}: {
  editing: T | "new" | null;
  onClose: () => void;
  noun: string;
  /** The form, given the thing edited or null for a new one. */
  children: (thing: T | null) => ReactNode;
}) {
  return (
    <EditorDialog value={editing} onClose={onClose} title={`${editing === "new" ? "Add" : "Edit"} ${noun}`}>
      {(value) => children(value === "new" ? null : value)}
    </EditorDialog>
  );
}
