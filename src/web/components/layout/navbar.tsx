import { useQuery } from "@tanstack/react-query";
import { Gift, Menu, Tag, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { AccountMenu } from "../../features/accounts/account-menu";
import { giftVoucherOfferQueryOptions } from "../../features/gift-vouchers/api/gift-voucher-requests";
import { FlashSaleDialog } from "../../features/offers/flash-sale-dialog";
import { BrandLogo, BrandStyle } from "../../features/site-content/brand-style";
import { analyticsEvents } from "../../lib/analytics";
import { useRestaurant } from "../../lib/restaurant";
import { useSectionLink } from "../../lib/use-section-link";

const SECTION_LINKS = [
  { label: "Home", section: "home" },
  { label: "About", section: "about" },
  { label: "Reviews", section: "testimonials" },
  { label: "Contact", section: "contact" },
] as const;

const linkClass =
  "rounded-md px-3 py-2 text-left font-medium text-stone-800 hover:bg-maroon-50 hover:text-maroon-800";

export function Navbar() {
  const [open, setOpen] = useState(false);
  const goToSection = useSectionLink();
  const { pathname } = useLocation();
  const restaurant = useRestaurant();
  // The buy page is linked in the weeks the owner promotes it (decided by the server's clock).
  const promoted = useQuery(giftVoucherOfferQueryOptions()).data?.promoted === true;
  const go = (section: string, label: string) => {
    analyticsEvents.navigation(label);
    setOpen(false);
    goToSection(section);
  };

  // A route change closes the mobile menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on pathname change only.
  useEffect(() => setOpen(false), [pathname]);

  const items = (
    <>
      {SECTION_LINKS.slice(0, 2).map((l) => (
        <button key={l.section} type="button" className={linkClass} onClick={() => go(l.section, l.label)}>
          {l.label}
        </button>
      ))}
      <Link
        to="/order"
        className={linkClass}
        onClick={() => {
          analyticsEvents.navigation("Order Online");
          analyticsEvents.orderClick("navbar");
          setOpen(false);
        }}
      >
        Order Online
      </Link>
      {SECTION_LINKS.slice(2).map((l) => (
        <button key={l.section} type="button" className={linkClass} onClick={() => go(l.section, l.label)}>
          {l.label}
        </button>
      ))}
      <FlashSaleDialog
        trigger={({ onClick, ...triggerProps }) => (
          <button
            type="button"
            className={`${linkClass} inline-flex items-center gap-1 text-maroon-800`}
            {...triggerProps}
            onClick={() => {
              analyticsEvents.navigation("Offers");
              onClick();
            }}
          >
            <Tag className="h-4 w-4" aria-hidden="true" /> Offers
          </button>
        )}
      />
      {promoted && (
        <Link
          to="/gift-vouchers"
          className={`${linkClass} inline-flex items-center gap-1`}
          onClick={() => {
            analyticsEvents.navigation("Gift vouchers");
            setOpen(false);
          }}
        >
          <Gift className="h-4 w-4" aria-hidden="true" /> Gift vouchers
        </Link>
      )}
      <button
        type="button"
        className="rounded-md bg-(--accent) px-4 py-2 font-semibold text-(--on-accent) hover:brightness-90"
        onClick={() => go("reservation", "Book Table")}
      >
        Book Table
      </button>
      <AccountMenu onNavigate={() => setOpen(false)} />
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b-4 border-(--accent) bg-cream/95 backdrop-blur">
      <BrandStyle />
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 md:h-20 lg:h-24"
      >
        <Link to="/" className="flex items-center gap-2 font-display text-2xl font-bold text-maroon-800">
          <BrandLogo />
          {restaurant?.name ?? "Home"}
        </Link>
        <div className="hidden items-center gap-1 lg:flex">{items}</div>
        <button
          type="button"
          className="rounded-md p-2 text-maroon-800 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </nav>
      {open && (
        <div
          id="mobile-menu"
          className="flex max-h-[calc(100vh-4rem)] flex-col gap-1 overflow-y-auto border-t border-saffron-200 px-4 pb-4 lg:hidden"
        >
          {items}
        </div>
      )}
    </header>
  );
}
