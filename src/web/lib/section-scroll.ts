/** Header height to leave above a section when scrolling to it (spec section 2: 64 / 80 / 96 px). */
export function getHeaderOffset(viewportWidth: number): number {
  if (viewportWidth < 768) return 64;
  if (viewportWidth < 1024) return 80;
  return 96;
}

export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - getHeaderOffset(window.innerWidth);
  window.scrollTo({ top, behavior: "smooth" });
  return true;
}
