import { Outlet } from "react-router";
import { AuthDialog } from "../../features/accounts/auth-dialog";
import { CustomerSessionSync } from "../../features/accounts/customer-session-sync";
import { ConsentBanner } from "./consent-banner";
import { DemoModeNotice } from "./demo-mode-notice";
import { Footer } from "./footer";
import { HygienePopup } from "./hygiene-popup";
import { Navbar } from "./navbar";
import { RouteEffects } from "./route-effects";
import { ScrollToTopButton } from "./scroll-to-top-button";

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
      <Navbar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <AuthDialog />
      <CustomerSessionSync />
      <ScrollToTopButton />
      <HygienePopup />
      <ConsentBanner />
    </div>
  );
}
