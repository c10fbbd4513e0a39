/**
 * Finding a seeded dish and an option choice by name in GET /api/menu's answer: tests of options
 * and meal deals name what a diner would pick, and ids differ between seeds.
 */
import type { MenuItem } from "@shared/menu/menu.schema";

export function dishByName(menu: MenuItem[], name: string): MenuItem {
  const dish = menu.find((d) => d.name === name);
  if (!dish) throw new Error(`no dish ${name}`);
  return dish;
}

export function choiceId(dish: MenuItem, group: string, name: string): number {
  const found = dish.optionGroups.find((g) => g.name === group)?.choices.find((c) => c.name === name);
  if (!found) throw new Error(`no choice ${group}/${name} on ${dish.name}`);
  return found.id;
}
