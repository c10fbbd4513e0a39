import type { UseQueryResult } from "@tanstack/react-query";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { FormDialog } from "../../../components/ui/form-dialog";
import { Spinner } from "../../../components/ui/spinner";
import { describeError } from "../../../lib/api-client";
import { type AdminMutationOptions, useAdminMutation } from "../../../lib/use-admin-mutation";

export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-lg border border-stone-200 bg-white p-4 shadow-sm ${className}`}>{children}</div>
  );
}

/** A query's data once loaded; meanwhile a spinner, or what went wrong. */
export function Loaded<T>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** "offers", "the menu": completes "Loading …" and "Could not load …". */
  what: string;
  /** What an empty list says instead. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <p role="alert">
        Could not load {what}: {describeError(query.error)}
      </p>
    );
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
      {children}
    </p>
  );
}

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

/** A list's heading with its "Add …" button. */
export function ListHeader({
  title,
  addLabel,
  onAdd,
}: {
  title: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="mb-4 flex items-center justify-between">
      <h2 className="text-xl font-bold text-maroon-800">{title}</h2>
      <Button onClick={onAdd}>
        <Plus size={18} aria-hidden="true" /> {addLabel}
      </Button>
    </div>
  );
}

/** The pencil and bin of a listed thing; the bin asks first (spec section 5). */
export function EditDeleteButtons({
  name,
  onEdit,
  deleteVerb = "Delete",
  deleteTitle,
  deleteDescription,
  onDelete,
}: {
  name: string;
  onEdit?: () => void;
  deleteVerb?: "Delete" | "Remove";
  deleteTitle: string;
  deleteDescription: string;
  onDelete: () => void;
}) {
  return (
    <span className="flex items-center">
      {onEdit && (
        <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} onClick={onEdit}>
          <Pencil size={16} aria-hidden="true" />
        </Button>
      )}
      <ConfirmButton
        triggerLabel={`${deleteVerb} ${name}`}
        title={deleteTitle}
        description={deleteDescription}
        confirmLabel={deleteVerb}
        onConfirm={onDelete}
      >
        <Trash2 size={16} aria-hidden="true" />
      </ConfirmButton>
    </span>
  );
}

/** A confirmation step before anything is deleted (spec section 5). */
export function ConfirmButton({
  title,
  description,
  confirmLabel = "Delete",
  onConfirm,
  children,
  triggerLabel,
}: {
  title: string;
  description: string;
  confirmLabel?: string;
  onConfirm: () => void;
  children: ReactNode;
  triggerLabel: string;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={triggerLabel}>
          {children}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  );
}

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

/**
 * A staff list shown as cards (chefs, offers): its heading with "Add …", the cards once loaded,
 * and the add-or-edit dialog a card's edit button or "Add …" opens.
 */
export function EditableCardList<T extends { id: number }>({
  noun,
  query,
  deletion,
  children,
  card,
  form,
}: {
  /** "Chef": the heading "Chefs", "Add Chef", "No chefs yet.", the dialog's "Add Chef" / "Edit Chef". */
  noun: string;
  query: UseQueryResult<T[]>;
  /** How a thing is deleted, by its id, and what the staff are told. */
  deletion: AdminMutationOptions<unknown, number>;
  /** Shown between the heading and the list. */
  children?: ReactNode;
  /** A thing's card; its edit button opens the dialog, its bin (once confirmed) deletes it. */
  card: (thing: T, actions: { edit: () => void; remove: () => void }) => ReactNode;
  /** The form for the thing edited, or null for a new one; `done` closes the dialog. */
  form: (thing: T | null, done: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const done = () => setEditing(null);
  const remove = useAdminMutation(deletion);
  const title = `${noun}s`;
  const what = title.toLowerCase();
  return (
    <div>
      <ListHeader title={title} addLabel={`Add ${noun}`} onAdd={() => setEditing("new")} />
      {children}
      <Loaded query={query} what={what} empty={`No ${what} yet.`}>
        {(list) => (
          <div className="grid gap-4 md:grid-cols-2">
            {list.map((thing) => (
              <Card key={thing.id}>
                {card(thing, { edit: () => setEditing(thing), remove: () => remove.mutate(thing.id) })}
              </Card>
            ))}
          </div>
        )}
      </Loaded>
      <AddEditDialog editing={editing} onClose={done} noun={noun}>
        {(thing) => form(thing, done)}
      </AddEditDialog>
    </div>
  );
}
