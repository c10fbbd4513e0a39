/**
 * The 14 allergens and their labels, without zod: the public menu imports them at first paint (the
 * schema is in allergen.schema.ts).
 */

/** The 14 allergens UK food law (Natasha's Law / FIC) requires a food business to declare. */
export const ALLERGENS = [
  "celery",
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "lupin",
  "milk",
  "molluscs",
  "mustard",
  "nuts",
  "peanuts",
  "sesame",
  "soya",
  "sulphites",
] as const;

export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  celery: "Celery",
  gluten: "Cereals containing gluten",
  crustaceans: "Crustaceans",
  eggs: "Eggs",
  fish: "Fish",
  lupin: "Lupin",
  milk: "Milk",
  molluscs: "Molluscs",
  mustard: "Mustard",
  nuts: "Tree nuts",
  peanuts: "Peanuts",
  sesame: "Sesame",
  soya: "Soya",
  sulphites: "Sulphur dioxide and sulphites",
};

/**
 * The same allergens in a word each, where space is short and the reader knows the list (the
 * kitchen board's cards): a cook at arm's length reads "Gluten" on one line.
 */
export const ALLERGEN_SHORT_LABELS: Record<Allergen, string> = {
  ...ALLERGEN_LABELS,
  gluten: "Gluten",
  sulphites: "Sulphites",
};
