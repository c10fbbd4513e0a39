import { useCallback, useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { scrollToSection, scrollToSectionWhenReady } from "./section-scroll";

/** Spec: a section scroll waits 200 ms (so a closing mobile menu does not fight it). */
const SECTION_SCROLL_DELAY_MS = 200;

/** Go to a home-page section: scroll when on /, otherwise navigate to /#section. */
export function useSectionLink(): (sectionId: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (sectionId: string) => {
      if (location.pathname === "/") {
        window.setTimeout(() => scrollToSection(sectionId), SECTION_SCROLL_DELAY_MS);
        window.history.replaceState(null, "", `#${sectionId}`);
      } else {
        navigate(`/#${sectionId}`);
      }
    },
    [location.pathname, navigate],
  );
}

/** Spec: a URL with a hash scrolls to that section 500 ms after the page loads (content has laid out by then). */
const HASH_SCROLL_DELAY_MS = 500;

export function useHashScroll(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: key re-runs the scroll when the same hash is followed again.
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id) return;
    let stop = () => {};
    const timer = window.setTimeout(() => {
      stop = scrollToSectionWhenReady(id);
    }, HASH_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [hash, key]);
}
