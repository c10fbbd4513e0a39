import { lazy, Suspense } from "react";
import { useHashScroll } from "../../lib/use-section-link";
import { whenDinerMoves } from "../../lib/when-diner-moves";
import { MenuSection } from "../menu/menu-section";
import { OrderingStatusBanner } from "../orders/ordering-status";
import { HeroSection } from "./components/hero-section";

/** The catering banner shows once the page is live (it remembers a dismissal): its code loads then. */
const CateringBanner = lazy(() =>
  import("./components/catering-banner").then((m) => ({ default: m.CateringBanner })),
);

/**
 * Everything after the menu is below the fold: the server draws it, and its code loads (and the
 * HTML comes alive) when the diner first scrolls or touches the page (when-diner-moves.ts).
 */
const LaterSections = lazy(() =>
  whenDinerMoves("featured")
    .then(() => import("./later-sections"))
    .then((m) => ({ default: m.LaterSections })),
);

export function HomePage() {
  useHashScroll();
  return (
    <>
      <OrderingStatusBanner onlyWhenNotOpen className="rounded-none justify-center" />
      <HeroSection />
      <MenuSection />
      {/* While it loads (client navigation only), a screen's height keeps the footer out of view. */}
      <Suspense fallback={<div className="min-h-screen" />}>
        <LaterSections />
      </Suspense>
      {/* Room at the end of the page so the fixed catering banner never hides the last form button. */}
      <div className="h-16" aria-hidden="true" />
      <Suspense fallback={null}>
        <CateringBanner />
      </Suspense>
    </>
  );
}
