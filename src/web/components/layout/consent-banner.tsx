import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useState } from "react";
import { siteConfigQueryOptions } from "../../features/site/api/get-site-config";
import {
  type AnalyticsConsent,
  disableAnalytics,
  loadAnalytics,
  readAnalyticsConsent,
  storeAnalyticsConsent,
  trackPageView,
} from "../../lib/analytics";
import { useBrowserState } from "../../lib/use-hydrated";

export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";

/** Most visits have answered already (or run without analytics): the banner's body loads only when asked. */
const ConsentBannerCard = lazy(() =>
  import("./consent-banner-card").then((m) => ({ default: m.ConsentBannerCard })),
);

/**
 * Asks for analytics consent (UK PECR) when analytics is configured; analytics loads only after
 * "Accept". The footer's "Cookie settings" reopens it.
 */
export function ConsentBanner() {
  const config = useQuery(siteConfigQueryOptions());
  const analyticsId = config.data?.analyticsId ?? null;
  // The choice is stored in this browser, so the banner waits for the page to be live (the server's
  // HTML never has it; it is fixed to the viewport's foot, so appearing shifts nothing).
  const [consent, setConsent, loaded] = useBrowserState<AnalyticsConsent | null>(readAnalyticsConsent, null);
  const [reopened, setReopened] = useState(false);

  useEffect(() => {
    if (analyticsId && consent === "accepted" && loadAnalytics(analyticsId)) {
      // The route tracker's view of this page fired before analytics existed.
      trackPageView(window.location.pathname);
    }
  }, [analyticsId, consent]);

  useEffect(() => {
    const open = () => setReopened(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  if (!loaded || !analyticsId || (consent && !reopened)) return null;

  const choose = (choice: AnalyticsConsent) => {
    storeAnalyticsConsent(choice);
    if (choice === "declined") disableAnalytics();
    setConsent(choice);
    setReopened(false);
  };

  return (
    <Suspense fallback={null}>
      <ConsentBannerCard onChoose={choose} />
    </Suspense>
  );
}
