/**
 * Analytics events (spec section 7). They reach the analytics provider only when its script has
 * been loaded, which happens only after the visitor accepts analytics cookies (see the consent
 * banner); until then every call is a no-op and nothing is sent to a third party.
 */
export interface AnalyticsEventParams {
  category: string;
  label?: string;
  value?: number;
}

type Gtag = (command: "event" | "config", name: string, params?: Record<string, unknown>) => void;

function getGtag(): Gtag | undefined {
  return (window as unknown as { gtag?: Gtag }).gtag;
}

export function trackEvent(action: string, params: AnalyticsEventParams): void {
  getGtag()?.("event", action, {
    event_category: params.category,
    event_label: params.label,
    value: params.value,
  });
}

export function trackPageView(path: string): void {
  getGtag()?.("event", "page_view", { page_path: path });
}
