import { Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";

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
