import { CookingPot, Flame, Landmark, Leaf, Sparkles, Wheat } from "lucide-react";
import { PageSection } from "@web/components/layout/page-section";

/** Tiles until the restaurant supplies photographs; each names what it stands for. */
const TILES = [
  {
    icon: CookingPot,
    title: "Dum Biryani",
    text: "Sealed and slow-cooked",
    tone: "from-maroon-800 to-maroon-900",
  },
  {
    icon: Flame,
    title: "The Tandoor",
    text: "Clay oven, charcoal heat",
    tone: "from-saffron-700 to-maroon-800",
  },
  {
    icon: Landmark,
    title: "Our Dining Room",
    text: "Charminar-inspired arches",
    tone: "from-stone-700 to-stone-900",
  },
  { icon: Wheat, title: "Fresh Naan", text: "Baked to order", tone: "from-saffron-700 to-stone-800" },
  {
    icon: Leaf,
    title: "Vegetarian Plates",
    text: "Mirchi ka salan, dal, paneer",
    tone: "from-green-800 to-green-950",
  },
  {
    icon: Sparkles,
    title: "Celebrations",
    text: "Weddings and parties",
    tone: "from-maroon-700 to-stone-900",
  },
] as const;

export function GallerySection() {
  return (
    <PageSection id="gallery" title="Gallery">
      <ul className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
        {TILES.map(({ icon: Icon, title, text, tone }) => (
          <li
            key={title}
            className={`flex aspect-[4/3] flex-col items-center justify-center rounded-2xl bg-gradient-to-br p-4 text-center text-white ${tone}`}
          >
            <Icon className="h-10 w-10" aria-hidden="true" />
            <p className="mt-2 font-display text-lg font-bold">{title}</p>
            <p className="text-sm">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
