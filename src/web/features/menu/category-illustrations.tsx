import type { ReactNode } from "react";
import type { MenuCategory } from "@shared/menu/categories";

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

/** Stroked lines and shapes, drawn as one path: stroke-only subpaths look the same apart or joined. */
const outline = (...d: string[]) => <path {...STROKE} d={d.join(" ")} />;

/** Circles of one radius at the given centres: filled dots (spices, seeds) or stroked rings (dishes). */
const circles =
  (style: { fill: "currentColor" } | typeof STROKE) =>
  (r: number, ...centres: [number, number][]) =>
    centres.map(([cx, cy]) => <circle key={`${cx},${cy}`} {...style} cx={cx} cy={cy} r={r} />);
const dots = circles({ fill: "currentColor" });
const rings = circles(STROKE);

/** Pieces of meat on a skewer, each turned with it about its own centre. */
const skewered = (...corners: [number, number][]) =>
  corners.map(([x, y]) => (
    <rect
      key={x}
      {...STROKE}
      x={x}
      y={y}
      width="14"
      height="12"
      rx="3"
      transform={`rotate(-23 ${x + 7} ${y + 6})`}
    />
  ));

const steam = (x: number) => outline(`M${x} 14c-4 5 4 8 0 13M${x + 10} 10c-4 5 4 8 0 13`);

const DRAWINGS: Record<MenuCategory, ReactNode> = {
  // A tray holding three dishes: the meal deal is several dishes for one price.
  "meal-deals": (
    <>
      <rect {...STROKE} x="12" y="30" width="96" height="40" rx="6" />
      {rings(11, [34, 50], [60, 50], [86, 50])}
      {outline("M54 20c-3 4 3 6 0 9M66 20c-3 4 3 6 0 9")}
    </>
  ),
  soups: (
    <>
      {steam(52)}
      {outline("M28 38h64c0 18-14 28-32 28S28 56 28 38z", "M48 66h24M84 30l14-12")}
    </>
  ),
  starters: outline("M22 60l22-38 22 38z", "M58 62l22-36 22 36z", "M34 52h20M70 54h20", "M16 68h92"),
  tandoori: (
    <>
      {outline("M14 62L106 22")}
      {skewered([30, 44], [52, 35], [74, 26])}
      {outline("M30 72c6-6 10 0 16-6s10 0 16-6")}
    </>
  ),
  curries: (
    <>
      {steam(50)}
      <ellipse {...STROKE} cx="60" cy="40" rx="38" ry="8" />
      {outline("M22 40c2 16 18 26 38 26s36-10 38-26")}
      {dots(3, [48, 40], [66, 38])}
      {outline("M14 40h-6M106 40h6")}
    </>
  ),
  biryanis: outline(
    "M24 36h72v14c0 12-16 20-36 20S24 62 24 50z",
    "M20 36h80M40 28c6-10 34-10 40 0",
    "M56 18h8",
    "M38 48l4 2M52 52l4-2M66 50l4 2M80 48l-4 2",
  ),
  breads: (
    <>
      {outline("M20 56c0-20 30-40 56-34s30 26 12 38-68 12-68-4z")}
      {dots(2.5, [46, 44], [62, 36], [70, 50], [84, 40])}
    </>
  ),
  desserts: (
    <>
      {outline("M26 44h68c0 14-14 22-34 22S26 58 26 44z")}
      {rings(9, [48, 38], [70, 36])}
      {outline("M58 20c0 4 4 4 4 8")}
    </>
  ),
  "rice-noodles": outline(
    "M26 42h68c0 14-14 24-34 24S26 56 26 42z",
    "M36 42c4-8 8 0 12-8s8 0 12-8 8 0 12-8",
    "M78 10L62 40M92 14L70 40",
  ),
  beverages: (
    <>
      {outline("M40 18h36l-6 52H46z", "M42 34h32", "M64 18l8-12")}
      {dots(2, [52, 50], [62, 58])}
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
