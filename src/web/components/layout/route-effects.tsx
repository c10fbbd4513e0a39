import { useEffect } from "react";
import { useLocation } from "react-router";
import { getPageMeta } from "../../../shared/seo/page-meta";
import { trackPageView } from "../../lib/analytics";

/** On each route change: the page's title and description, and a page view (only sent after consent). */
export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    const { meta } = getPageMeta(pathname);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
