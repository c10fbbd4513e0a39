/**
 * A meal deal is a dish whose choices are other dishes (docs/decisions/0013). Its allergens and
 * its vegetarian badge are those of the dishes chosen (issue 21), so before a choice its card
 * states neither. No zod here: the public menu imports it at first paint.
 */
export function isMealDeal(dish: {
  optionGroups?: readonly { choices: readonly { linkedMenuItemId: number | null }[] }[];
}): boolean {
  return (dish.optionGroups ?? []).some((g) => g.choices.some((c) => c.linkedMenuItemId !== null));
}
