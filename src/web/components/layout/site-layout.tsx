import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { AuthDialog } from "../../features/accounts/auth-dialog";
import { CustomerSessionSync } from "../../features/accounts/customer-session-sync";
import { whenDinerMoves } from "../../lib/when-diner-moves";
import { ConsentBanner } from "./consent-banner";
import { DemoModeNotice } from "./demo-mode-notice";
import { HygienePopup } from "./hygiene-popup";
import { Navbar } from "./navbar";
import { RouteEffects } from "./route-effects";
import { ScrollToTopButton } from "./scroll-to-top-button";
import { SetupNotice } from "./setup-notice";

/**
 * The footer sits below the fold: the server draws it, and its code loads (and its newsletter form
 * comes alive) at the diner's first move or when it is in view (when-diner-moves.ts).
 */
const Footer = lazy(() =>
  whenDinerMoves("site-footer")
    .then(() => import("./footer"))
    .then((m) => ({ default: m.Footer })),
);

/** While it loads (client navigation only), its colour and height (as measured per width) stand in. */
const FOOTER_PLACEHOLDER = (
  <div
    aria-hidden="true"
    className="h-[1193px] bg-maroon-900 sm:h-[777px] md:h-[665px] lg:h-[589px] xl:h-[565px]"
  />
);

export function SiteLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <RouteEffects />
      <DemoModeNotice />
      <SetupNotice />
      {/*
        Suspense boundaries around the header and the page: on a server-rendered page React hydrates
        what is inside one after the rest, in slices that leave a phone free to respond (a page
        such as /order is hundreds of elements), and first where the diner clicks. Nothing inside
        suspends once the page is live: the router loads a screen's code before it shows it.
      */}
      <Suspense fallback={null}>
        <Navbar />
      </Suspense>
      <main id="main" className="flex-1">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <Suspense fallback={FOOTER_PLACEHOLDER}>
        <Footer />
      </Suspense>
      <AuthDialog />
      <CustomerSessionSync />
      <ScrollToTopButton />
      <HygienePopup />
      <ConsentBanner />
    </div>
  );
}
