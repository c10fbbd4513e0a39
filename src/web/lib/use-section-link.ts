import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { scrollToSection } from "./section-scroll";

/** Spec: a section scroll waits 200 ms (so a closing mobile menu does not fight it). */
export const SECTION_SCROLL_DELAY_MS = 200;

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
