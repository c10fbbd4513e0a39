/**
 * The 86 list on the kitchen board (issue 32): what is sold out, each back on in one tap, and
 * "Mark sold out" opening the menu's dishes and their choices, one tap each. It uses the Menu tab's
 * rule and routes ('sold out today', until the next opening day), so diners see it at once, and
 * every other board hears of it through the live stream (a `menu.availability` event).
 */
import { useQuery } from "@tanstack/react-query";
import { Ban, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import type { MenuItem } from "@shared/menu/menu.schema";
import type { MenuAvailability } from "@shared/menu/menu-admin.schema";
import { Button } from "@web/components/ui/button";
import { SiteDialog, SiteDialogHeader } from "@web/components/ui/site-dialog";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { menuQueryKey, menuQueryOptions } from "./api/get-menu";
import { setChoiceAvailability } from "./api/set-choice-availability";
import { setMenuItemAvailability } from "./api/set-menu-item-availability";

/** A dish, or one of its choices, as the 86 list names it. */
interface Sellable {
  kind: "dish" | "choice";
  id: number;
  name: string;
}

/** What is out now: dishes, then the choices of dishes still on (a dish out takes its choices with it). */
function listSoldOut(menu: readonly MenuItem[]): Sellable[] {
  const dishes = menu
    .filter((d) => d.isSoldOut)
    .map((d) => ({ kind: "dish" as const, id: d.id, name: d.name }));
  const choices = menu
    .filter((d) => !d.isSoldOut)
    .flatMap((d) =>
      d.optionGroups.flatMap((g) =>
        g.choices
          // A meal deal's choice that is another dish is out because that dish is: listed once, as the dish.
          .filter((c) => c.isSoldOut && c.linkedMenuItemId === null)
          .map((c) => ({ kind: "choice" as const, id: c.id, name: `${d.name}: ${c.name}` })),
      ),
    );
  return [...dishes, ...choices];
}

const BACK_ON: MenuAvailability = { soldOutToday: false, isAvailable: true };
const OUT_TODAY: MenuAvailability = { soldOutToday: true };

function useSetSoldOut() {
  return useAdminMutation({
    mutationFn: ({ item, change }: { item: Sellable; change: MenuAvailability }) =>
      item.kind === "dish"
        ? setMenuItemAvailability(item.id, change)
        : setChoiceAvailability(item.id, change),
    success: (_dish, { item, change }) =>
      change.soldOutToday ? `${item.name} is sold out today` : `${item.name} is back on`,
    failure: "Could not change what is sold out",
    // The diners' menu reads the same query: the change shows there at once.
    invalidate: [menuQueryKey, adminStatsQueryKey],
  });
}

function MarkSoldOutDialog({
  menu,
  open,
  onClose,
}: {
  menu: readonly MenuItem[];
  open: boolean;
  onClose: () => void;
}) {
  const [filter, setFilter] = useState("");
  const searchId = useId();
  const save = useSetSoldOut();
  const needle = filter.trim().toLowerCase();
  const shown = menu.filter(
    (d) =>
      !d.isSoldOut &&
      (needle === "" ||
        d.name.toLowerCase().includes(needle) ||
        d.optionGroups.some((g) => g.choices.some((c) => c.name.toLowerCase().includes(needle)))),
  );
  const markOut = (item: Sellable) => save.mutate({ item, change: OUT_TODAY }, { onSuccess: onClose });
  return (
    <SiteDialog
      open={open}
      onClose={onClose}
      panelClassName="fixed top-4 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 flex-col rounded-xl bg-cream p-4 shadow-xl"
    >
      <SiteDialogHeader
        title="Mark sold out"
        description="Tap what has run out: it is sold out until the next opening day, or until you put it back on."
      />
      <label htmlFor={searchId} className="sr-only">
        Find a dish or choice
      </label>
      <input
        id={searchId}
        type="search"
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        placeholder="Find a dish or choice"
        className="mb-2 rounded-md border border-stone-400 px-2 py-2 text-base"
      />
      <ul className="min-h-0 flex-1 divide-y divide-stone-200 overflow-y-auto rounded-lg border border-stone-300 bg-white">
        {shown.map((dish) => {
          const choices = dish.optionGroups.flatMap((g) =>
            g.choices
              .filter((c) => !c.isSoldOut && c.linkedMenuItemId === null)
              .map((c) => ({ group: g.name, c })),
          );
          return (
            <li key={dish.id} className="flex flex-wrap items-center gap-1.5 p-1.5">
              <Button
                variant="ghost"
                className="min-h-11 text-base text-stone-900"
                disabled={save.isPending}
                onClick={() => markOut({ kind: "dish", id: dish.id, name: dish.name })}
                aria-label={`Sold out: ${dish.name}`}
              >
                <Ban size={18} aria-hidden="true" className="text-red-700" /> {dish.name}
              </Button>
              {choices.map(({ group, c }) => (
                <Button
                  key={c.id}
                  variant="ghost"
                  size="sm"
                  className="min-h-11 border border-stone-300"
                  disabled={save.isPending}
                  onClick={() => markOut({ kind: "choice", id: c.id, name: `${dish.name}: ${c.name}` })}
                  aria-label={`Sold out: ${dish.name}, ${group} ${c.name}`}
                >
                  {c.name}
                </Button>
              ))}
            </li>
          );
        })}
        {shown.length === 0 && <li className="p-3 text-stone-700">Nothing on the menu matches.</li>}
      </ul>
    </SiteDialog>
  );
}

export function SoldOutList() {
  const menu = useQuery({ ...menuQueryOptions(), staleTime: 0 });
  const [choosing, setChoosing] = useState(false);
  const save = useSetSoldOut();
  const out = menu.data ? listSoldOut(menu.data) : [];
  return (
    <section aria-label="Sold out" className="flex flex-wrap items-center gap-1.5 text-sm">
      <h3 className="font-bold text-stone-900">Sold out{menu.data ? ` (${out.length})` : ""}:</h3>
      {menu.isError && <p role="alert">Could not load the menu</p>}
      {menu.data && out.length === 0 && <p className="text-stone-700">Nothing</p>}
      <ul className="contents">
        {out.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <Button
              variant="ghost"
              size="sm"
              className="min-h-9 border-2 border-red-700 bg-red-50 font-bold text-red-900"
              disabled={save.isPending}
              onClick={() => save.mutate({ item, change: BACK_ON })}
              aria-label={`Back on: ${item.name}`}
            >
              <span className="line-through decoration-2">{item.name}</span>
              <RotateCcw size={16} aria-hidden="true" />
              <span className="font-semibold text-stone-900">Back on</span>
            </Button>
          </li>
        ))}
      </ul>
      <Button size="sm" variant="secondary" disabled={!menu.data} onClick={() => setChoosing(true)}>
        <Ban size={16} aria-hidden="true" /> Mark sold out
      </Button>
      {menu.data && <MarkSoldOutDialog menu={menu.data} open={choosing} onClose={() => setChoosing(false)} />}
    </section>
  );
}
