import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
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
import { Button } from "../ui/button";

export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";

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
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-2xl rounded-xl bg-white p-4 shadow-2xl ring-1 ring-stone-300 sm:inset-x-4"
    >
      <h2 className="font-semibold text-stone-900">Cookies on this site</h2>
      <p className="mt-1 text-sm text-stone-700">
        We use essential cookies to make the site work. With your permission we would also use Google
        Analytics cookies to understand how visitors use the site. Nothing is sent to Google unless you
        accept.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => choose("accepted")}>Accept analytics cookies</Button>
        <Button variant="ghost" className="ring-1 ring-maroon-800" onClick={() => choose("declined")}>
          Reject analytics cookies
        </Button>
      </div>
    </section>
  );
}
