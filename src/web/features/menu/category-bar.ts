/**
 * The menu's category bar: it stays under the sticky header while the dishes scroll (64 / 80 /
 * 96 px, the header heights the section scroll uses) and, on phones, scrolls sideways in one row
 * instead of wrapping onto several.
 */
export const CATEGORY_BAR_CLASSES =
  "sticky top-16 z-20 -mx-4 mt-3 flex gap-2 overflow-x-auto bg-cream/95 px-4 py-2 backdrop-blur [scrollbar-width:none] md:top-20 lg:top-24 sm:flex-wrap sm:overflow-visible";
