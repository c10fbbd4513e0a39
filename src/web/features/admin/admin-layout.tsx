import type { ReactNode } from "react";
import { DemoModeNotice } from "@web/components/layout/demo-mode-notice";
import { RouteEffects } from "@web/components/layout/route-effects";

/**
 * The panel's own frame. None of the public site's header (Sign In, Book Table, the flash-sale
 * Offers), footer or pop-ups (the food-hygiene rating, cookie consent): on the kitchen's tablet
 * they pushed the orders down and the hygiene pop-up covered the counters. The demo-mode notice
 * stays, as on every page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <RouteEffects />
      <DemoModeNotice />
      <main id="main" className="flex-1">
        {children}
      </main>
    </div>
  );
}
