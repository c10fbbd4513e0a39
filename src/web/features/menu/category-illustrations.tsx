import type { ReactNode } from "react";
import type { MenuCategory } from "../../../shared/menu/categories";

/**
 * A drawn picture per category, shown behind 'Photo coming soon' until staff upload a dish's photo,
 * so an empty card still says what kind of dish it is. Decorative: the dish name is the card's text.
 */
const STROKE = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const steam = (x: number) => <path {...STROKE} d={`M${x} 14c-4 5 4 8 0 13M${x + 10} 10c-4 5 4 8 0 13`} />;

const DRAWINGS: Record<MenuCategory, ReactNode> = {
  // A tray holding three dishes: the meal deal is several dishes for one price.
  "meal-deals": (
    <>
      <rect {...STROKE} x="12" y="30" width="96" height="40" rx="6" />
      <circle {...STROKE} cx="34" cy="50" r="11" />
      <circle {...STROKE} cx="60" cy="50" r="11" />
      <circle {...STROKE} cx="86" cy="50" r="11" />
      <path {...STROKE} d="M54 20c-3 4 3 6 0 9M66 20c-3 4 3 6 0 9" />
    </>
  ),
  soups: (
    <>
      {steam(52)}
      <path {...STROKE} d="M28 38h64c0 18-14 28-32 28S28 56 28 38z" />
      <path {...STROKE} d="M48 66h24M84 30l14-12" />
    </>
  ),
  starters: (
    <>
      <path {...STROKE} d="M22 60l22-38 22 38z" />
      <path {...STROKE} d="M58 62l22-36 22 36z" />
      <path {...STROKE} d="M34 52h20M70 54h20" />
      <path {...STROKE} d="M16 68h92" />
    </>
  ),
  tandoori: (
    <>
      <path {...STROKE} d="M14 62L106 22" />
      <rect {...STROKE} x="30" y="44" width="14" height="12" rx="3" transform="rotate(-23 37 50)" />
      <rect {...STROKE} x="52" y="35" width="14" height="12" rx="3" transform="rotate(-23 59 41)" />
      <rect {...STROKE} x="74" y="26" width="14" height="12" rx="3" transform="rotate(-23 81 32)" />
      <path {...STROKE} d="M30 72c6-6 10 0 16-6s10 0 16-6" />
    </>
  ),
  curries: (
    <>
      {steam(50)}
      <ellipse {...STROKE} cx="60" cy="40" rx="38" ry="8" />
      <path {...STROKE} d="M22 40c2 16 18 26 38 26s36-10 38-26" />
      <circle cx="48" cy="40" r="3" fill="currentColor" />
      <circle cx="66" cy="38" r="3" fill="currentColor" />
      <path {...STROKE} d="M14 40h-6M106 40h6" />
    </>
  ),
  biryanis: (
    <>
      <path {...STROKE} d="M24 36h72v14c0 12-16 20-36 20S24 62 24 50z" />
      <path {...STROKE} d="M20 36h80M40 28c6-10 34-10 40 0" />
      <path {...STROKE} d="M56 18h8" />
      <path {...STROKE} d="M38 48l4 2M52 52l4-2M66 50l4 2M80 48l-4 2" />
    </>
  ),
  breads: (
    <>
      <path {...STROKE} d="M20 56c0-20 30-40 56-34s30 26 12 38-68 12-68-4z" />
      <circle cx="46" cy="44" r="2.5" fill="currentColor" />
      <circle cx="62" cy="36" r="2.5" fill="currentColor" />
      <circle cx="70" cy="50" r="2.5" fill="currentColor" />
      <circle cx="84" cy="40" r="2.5" fill="currentColor" />
    </>
  ),
  desserts: (
    <>
      <path {...STROKE} d="M26 44h68c0 14-14 22-34 22S26 58 26 44z" />
      <circle {...STROKE} cx="48" cy="38" r="9" />
      <circle {...STROKE} cx="70" cy="36" r="9" />
      <path {...STROKE} d="M58 20c0 4 4 4 4 8" />
    </>
  ),
  "rice-noodles": (
    <>
      <path {...STROKE} d="M26 42h68c0 14-14 24-34 24S26 56 26 42z" />
      <path {...STROKE} d="M36 42c4-8 8 0 12-8s8 0 12-8 8 0 12-8" />
      <path {...STROKE} d="M78 10L62 40M92 14L70 40" />
    </>
  ),
  beverages: (
    <>
      <path {...STROKE} d="M40 18h36l-6 52H46z" />
      <path {...STROKE} d="M42 34h32" />
      <path {...STROKE} d="M64 18l8-12" />
      <circle cx="52" cy="50" r="2" fill="currentColor" />
      <circle cx="62" cy="58" r="2" fill="currentColor" />
    </>
  ),
};

export function CategoryIllustration({ category, className = "" }: { category: string; className?: string }) {
  // A category added later than these drawings gets the curry bowl rather than nothing.
  const drawing = DRAWINGS[category as MenuCategory] ?? DRAWINGS.curries;
  return (
    <svg viewBox="0 0 120 80" className={className} aria-hidden="true" focusable="false">
      {drawing}
    </svg>
  );
}
