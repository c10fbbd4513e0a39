/**
 * Analytics events (spec section 7). They reach the analytics provider only when an analytics id
 * is configured (GET /api/site-config) AND the visitor has accepted analytics cookies in the
 * consent banner (UK PECR). Until then nothing is loaded from a third party and every call is a
 * no-op.
 */
import { readStored, writeStored } from "./browser-storage";

export interface AnalyticsEventParams {
  category: string;
  label?: string;
  value?: number;
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { gtag?: Gtag; dataLayer?: unknown[] };

export type AnalyticsConsent = "accepted" | "declined";
const CONSENT_STORAGE_KEY = "analytics-consent";
const GTAG_SCRIPT_ORIGIN = "https://www.googletagmanager.com";

function getGtag(): Gtag | undefined {
  return (window as AnalyticsWindow).gtag;
}

export function readAnalyticsConsent(): AnalyticsConsent | null {
  const value = readStored(CONSENT_STORAGE_KEY);
  return value === "accepted" || value === "declined" ? value : null;
}

/** Without storage the choice lasts for this page only. */
export function storeAnalyticsConsent(consent: AnalyticsConsent): void {
  writeStored(CONSENT_STORAGE_KEY, consent);
}

let loadedId: string | null = null;
let loadedGtag: Gtag | undefined;

/**
 * Loads Google's gtag.js for this measurement id; called only after consent. After a withdrawal
 * and a new consent it switches the loaded script back on. True when sending has (re)started.
 */
export function loadAnalytics(measurementId: string): boolean {
  const w = window as AnalyticsWindow;
  if (loadedId) {
    if (w.gtag) return false;
    (w as unknown as Record<string, boolean>)[`ga-disable-${loadedId}`] = false;
    w.gtag = loadedGtag;
    w.gtag?.("consent", "update", { analytics_storage: "granted" });
    return true;
  }
  loadedId = measurementId;
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the arguments objects pushed here, as Google's snippet does.
  w.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself.
    w.dataLayer?.push(arguments);
  };
  loadedGtag = w.gtag;
  w.gtag("js", new Date());
  // Page views are sent by the route tracker, so the automatic one is off.
  w.gtag("config", measurementId, { send_page_view: false, anonymize_ip: true });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return true;
}

/** After consent is withdrawn: stop sending and tell gtag analytics storage is denied. */
export function disableAnalytics(): void {
  const w = window as AnalyticsWindow;
  if (loadedId) {
    w.gtag?.("consent", "update", { analytics_storage: "denied" });
    (w as unknown as Record<string, boolean>)[`ga-disable-${loadedId}`] = true;
  }
  w.gtag = undefined;
}

export function trackEvent(action: string, params: AnalyticsEventParams): void {
  getGtag()?.("event", action, {
    event_category: params.category,
    event_label: params.label,
    value: params.value,
  });
}

export function trackPageView(path: string): void {
  getGtag()?.("event", "page_view", { page_path: path, page_location: window.location.href });
}

/** The spec's named events, in one place so each fires with the same category and label. */
export const analyticsEvents = {
  navigation: (label: string) => trackEvent("navigation_click", { category: "navigation", label }),
  menuFilter: (label: string) => trackEvent("menu_filter", { category: "menu", label }),
  addToCart: (label: string, valuePence: number) =>
    trackEvent("add_to_cart", { category: "ecommerce", label, value: valuePence / 100 }),
  orderClick: (label: string) => trackEvent("order_click", { category: "conversion", label }),
  popupOrderClick: () => trackEvent("popup_order_click", { category: "promotion", label: "offers_popup" }),
  viewAllOffersClick: () =>
    trackEvent("view_all_offers_click", { category: "promotion", label: "offers_popup" }),
};
