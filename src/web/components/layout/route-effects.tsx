import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { getPageMeta } from "@shared/seo/page-meta";
import { trackPageView } from "../../lib/analytics";

/**
 * On each route change: the page's title and description, a page view (only sent after consent),
 * and the new page shown from its top, unless a hash names a section (the page scrolls there
 * itself) or the visitor went back or forward (the browser restores where they were).
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  useEffect(() => {
    const { meta } = getPageMeta(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    trackPageView(pathname);
  }, [pathname]);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    if (hash || navigationType === "POP") return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, navigationType]);
  return null;
}
