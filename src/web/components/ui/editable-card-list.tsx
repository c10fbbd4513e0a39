import type { UseQueryResult } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type AdminMutationOptions, useAdminMutation } from "@web/lib/use-admin-mutation";
import { Button } from "./button";
import { AddEditDialog } from "./editor-dialog";
import { Card } from "./form-card";
import { Loaded } from "./loaded";

/** A list's heading with its "Add …" button. */
function ListHeader({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd: () => void }) {
  return (
    <div className="mb-4 flex items-center justify-between">
      <h2 className="text-xl font-bold text-maroon-800">{title}</h2>
      <Button onClick={onAdd}>
        <Plus size={18} aria-hidden="true" /> {addLabel}
      </Button>
    </div>
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
