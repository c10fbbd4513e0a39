import { useQuery } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, ListChecks, Plus } from "lucide-react";
import { useState } from "react";
import { MENU_CATEGORY_LABELS } from "@shared/menu/categories";
import type { DishOptionsInput } from "@shared/menu/dish-options";
import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuAvailability, MenuItemInput, MenuItemPatch } from "@shared/menu/menu-admin.schema";
import { Button } from "@web/components/ui/button";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { AddEditDialog, EditorDialog } from "@web/components/ui/editor-dialog";
import { FormField } from "@web/components/ui/form-field";
import { EmptyState } from "@web/components/ui/loaded";
import { Spinner } from "@web/components/ui/spinner";
import { Switch } from "@web/components/ui/switch";
import { Thumbnail } from "@web/components/ui/thumbnail";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { useIsOwner } from "@web/features/admin/staff-role-context";
import { describeError } from "@web/lib/api-client";
import { type AdminMutationOptions, useAdminMutation } from "@web/lib/use-admin-mutation";
import { createMenuItem } from "./api/create-menu-item";
import { deleteMenuItem } from "./api/delete-menu-item";
import { menuQueryKey, menuQueryOptions } from "./api/get-menu";
import { reorderMenuItems } from "./api/reorder-menu-items";
import { saveDishOptions } from "./api/save-dish-options";
import { setMenuItemAvailability } from "./api/set-menu-item-availability";
import { updateMenuItem } from "./api/update-menu-item";
import { DishOptionsForm } from "./components/dish-options-form";
import { MenuImportPanel } from "./components/menu-import-panel";
import { MenuItemForm } from "./components/menu-item-form";

// The public menu reads the same query, so every change shows there at once.
const REFRESH_AFTER_MENU_CHANGE = [menuQueryKey, adminStatsQueryKey];

/** A change to the menu: the spec's texts for it, then every view of the menu refreshes. */
function useMenuChange<TData, TVars>(options: Omit<AdminMutationOptions<TData, TVars>, "invalidate">) {
  return useAdminMutation({ ...options, invalidate: REFRESH_AFTER_MENU_CHANGE });
}

export function MenuTab() {
  const menu = useQuery({ ...menuQueryOptions(), staleTime: 0 });
  const [editing, setEditing] = useState<MenuItem | "new" | null>(null);
  const [filter, setFilter] = useState("");
  const [editingOptions, setEditingOptions] = useState<MenuItem | null>(null);
  const close = () => setEditing(null);
  // Staff switch dishes on and off during service; editing the menu is the owner's.
  const isOwner = useIsOwner();

  const create = useMenuChange({
    mutationFn: createMenuItem,
    success: "Menu item created successfully",
    failure: "Failed to create menu item",
    onSuccess: close,
  });
  const update = useMenuChange({
    mutationFn: ({ id, patch }: { id: number; patch: MenuItemPatch }) => updateMenuItem(id, patch),
    success: "Menu item updated successfully",
    failure: "Failed to update menu item",
    onSuccess: close,
  });
  const setAvailability = useMenuChange({
    mutationFn: ({ id, change }: { id: number; change: MenuAvailability }) =>
      setMenuItemAvailability(id, change),
    success: "Menu item updated successfully",
    failure: "Failed to update menu item",
  });
  const remove = useMenuChange({
    mutationFn: deleteMenuItem,
    success: "Menu item deleted successfully",
    failure: "Failed to delete menu item",
  });
  const saveOptions = useMenuChange({
    mutationFn: ({ id, input }: { id: number; input: DishOptionsInput }) => saveDishOptions(id, input),
    success: "Dish options saved",
    failure: "Failed to save dish options",
    onSuccess: () => setEditingOptions(null),
  });
  const reorder = useMenuChange({
    mutationFn: reorderMenuItems,
    success: null,
    failure: "Failed to reorder menu",
  });

  if (menu.isPending) return <Spinner label="Loading menu" />;
  if (menu.isError) return <p role="alert">Could not load the menu: {describeError(menu.error)}</p>;

  const items = menu.data;
  const needle = filter.trim().toLowerCase();
  const shown = needle ? items.filter((i) => i.name.toLowerCase().includes(needle)) : items;

  function move(item: MenuItem, delta: -1 | 1) {
    const ids = items.map((i) => i.id);
    const from = ids.indexOf(item.id);
    const to = from + delta;
    if (to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to] as number, ids[from] as number];
    reorder.mutate(ids);
  }

  function handleSubmit(input: MenuItemInput) {
    if (editing === "new") create.mutate(input);
    else if (editing) update.mutate({ id: editing.id, patch: input });
  }

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold text-maroon-800">Menu ({items.length} items)</h2>
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Find a dish">
            <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
          </FormField>
          {isOwner && (
            <Button onClick={() => setEditing("new")}>
              <Plus size={18} aria-hidden="true" /> Add Menu Item
            </Button>
          )}
        </div>
      </div>
      {isOwner && <MenuImportPanel />}
      {shown.length === 0 ? (
        <EmptyState>No menu items{needle ? " match your search" : " yet"}.</EmptyState>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {shown.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 p-3" aria-label={item.name}>
              <Thumbnail
                src={item.image}
                width={80}
                height={56}
                className="h-14 w-20 rounded object-cover"
                fallback={
                  <div className="flex h-14 w-20 items-center justify-center rounded bg-saffron-100 text-center text-xs text-saffron-700">
                    No photo
                  </div>
                }
              />
              <div className="min-w-48 flex-1">
                <p className="font-semibold text-stone-900">{item.name}</p>
                <p className="text-sm text-stone-700">
                  {MENU_CATEGORY_LABELS[item.category]} · {item.price}
                  {item.optionGroups.length > 0 &&
                    ` · Options: ${item.optionGroups.map((g) => g.name).join(", ")}`}
                  {item.isSoldOut && <span className="ml-2 font-semibold text-red-700">Sold out</span>}
                </p>
              </div>
              <Switch
                label="Available"
                accessibleLabel={`${item.name} available`}
                checked={item.isAvailable}
                onCheckedChange={(next) =>
                  setAvailability.mutate({ id: item.id, change: { isAvailable: next } })
                }
              />
              <Switch
                label="Sold out today"
                accessibleLabel={`${item.name} sold out today`}
                checked={item.soldOutUntil !== null && item.isSoldOut}
                onCheckedChange={(next) =>
                  setAvailability.mutate({ id: item.id, change: { soldOutToday: next } })
                }
              />
              {isOwner && (
                <div className="flex items-center">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${item.name} up`}
                    onClick={() => move(item, -1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move ${item.name} down`}
                    onClick={() => move(item, 1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Options of ${item.name}`}
                    onClick={() => setEditingOptions(item)}
                  >
                    <ListChecks size={16} aria-hidden="true" /> Options
                  </Button>
                  <EditDeleteButtons
                    name={item.name}
                    onEdit={() => setEditing(item)}
                    deleteTitle="Delete menu item?"
                    deleteDescription={`"${item.name}" will be removed from the menu. This cannot be undone.`}
                    onDelete={() => remove.mutate(item.id)}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddEditDialog editing={editing} onClose={close} noun="Menu Item">
        {(item) => (
          <MenuItemForm
            item={item}
            pending={create.isPending || update.isPending}
            onSubmit={handleSubmit}
            onCancel={close}
          />
        )}
      </AddEditDialog>
      <EditorDialog
        value={editingOptions}
        onClose={() => setEditingOptions(null)}
        title={`Options: ${editingOptions?.name ?? ""}`}
      >
        {(item) => (
          <DishOptionsForm
            item={item}
            menu={items}
            pending={saveOptions.isPending}
            onSubmit={(input) => saveOptions.mutate({ id: item.id, input })}
            onCancel={() => setEditingOptions(null)}
          />
        )}
      </EditorDialog>
    </div>
  );
}
