/**
 * The sample restaurant's words and photos (the demo seed, decision 0043): what the home page said
 * as constants before the owner could write it. Tests that assert these words read them from here.
 */
import type { SiteWords } from "@shared/site-content/site-content.schema";

const SAMPLE_FEATURED_DISH = "Hyderabadi Chicken Dum Biryani";

export const SAMPLE_WORDS: Omit<SiteWords, "featured"> = {
  hero: {
    heading: "Authentic Hyderabadi Cuisine",
    text: "Slow-cooked dum biryani, tandoor grills and the curries of the Deccan, made fresh every day.",
  },
  about: {
    title: "About us",
    text: "We cook the food of Hyderabad the way it is cooked at home and at weddings there: biryani layered and sealed for dum, spices roasted and ground each morning, and breads from the tandoor as you order.",
  },
  story: {
    title: "Our Story",
    text: [
      "We began with a family's recipes carried from the Old City of Hyderabad: the dum biryani made for Eid, the haleem of Ramadan evenings, the Irani chai of the cafés near the Charminar.",
      "Our chefs trained in Hyderabad's kitchens and still cook the slow way: marinating overnight, sealing the biryani pot with dough, and finishing every curry by hand.",
    ].join("\n\n"),
    quote: '"Food in Hyderabad is hospitality. We want every guest to eat as if they were at our own table."',
    quoteBy: "The family in the kitchen",
  },
  catering: {
    title: "Catering Services",
    intro: "Bring our kitchen to your office, celebration or wedding.",
    services: [
      { title: "Office Lunches", text: "Biryani trays, curries and breads delivered hot for your team." },
      { title: "Corporate Events", text: "Buffets and canapés for conferences, launches and parties." },
      { title: "Weddings", text: "Traditional Hyderabadi wedding menus, from mehndi to walima." },
      { title: "Private Parties", text: "Birthdays, anniversaries and family gatherings of any size." },
    ],
    figures: [
      { value: "500+", label: "Events catered" },
      { value: "50+", label: "Corporate clients" },
    ],
  },
};

/** The sample's words with its featured cards, the dish found on the seeded menu by name. */
export function sampleSiteWords(findDish: (name: string) => number | null): SiteWords {
  const biryani = findDish(SAMPLE_FEATURED_DISH);
  return {
    ...SAMPLE_WORDS,
    featured: [
      ...(biryani ? [{ kind: "dish" as const, menuItemId: biryani }] : []),
      {
        kind: "category",
        category: "tandoori",
        title: "Tandoori Specialties",
        note: ", from our clay oven.",
      },
      {
        kind: "category",
        category: "curries",
        title: "Traditional Curries",
        note: ", made to family recipes.",
      },
    ],
  };
}

/** The sample gallery: drawn pictures shipped in public/sample/, each with its alt text. */
export const SAMPLE_GALLERY = [
  { imageUrl: "/sample/gallery-dum-biryani.svg", alt: "Dum biryani, sealed and slow-cooked" },
  { imageUrl: "/sample/gallery-tandoor.svg", alt: "The tandoor: clay oven, charcoal heat" },
  { imageUrl: "/sample/gallery-dining-room.svg", alt: "Our dining room with Charminar-inspired arches" },
  { imageUrl: "/sample/gallery-fresh-naan.svg", alt: "Fresh naan, baked to order" },
  { imageUrl: "/sample/gallery-vegetarian.svg", alt: "Vegetarian plates: mirchi ka salan, dal, paneer" },
  { imageUrl: "/sample/gallery-celebrations.svg", alt: "Celebrations: weddings and parties" },
];
