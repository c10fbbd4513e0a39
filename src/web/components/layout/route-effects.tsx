import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { getPageMeta, withRestaurant } from "@shared/seo/page-meta";
import { trackPageView } from "../../lib/analytics";
import { restaurantQueryOptions } from "../../lib/restaurant";

/**
 * On each route change: the page's title and description, a page view (only sent after consent),
 * and the new page shown from its top, unless a hash names a section (the page scrolls there
 * itself) or the visitor went back or forward (the browser restores where they were).
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const previousPath = useRef(pathname);
  const restaurant = useQuery(restaurantQueryOptions()).data;
  useEffect(() => {
    // The server wrote the first page's head; a later page's words name the restaurant from its details.
    if (!restaurant) return;
    const meta = withRestaurant(getPageMeta(pathname).meta, restaurant);
    document.title = meta.title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", meta.description);
  }, [pathname, restaurant]);
  useEffect(() => {
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
