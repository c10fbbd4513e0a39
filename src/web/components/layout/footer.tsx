import { useQuery } from "@tanstack/react-query";
import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { formatRestaurantAddress, SITE_BEING_SET_UP } from "@shared/restaurant/restaurant-details";
import { giftVoucherOfferQueryOptions } from "../../features/gift-vouchers/api/gift-voucher-requests";
import { NewsletterSignUpForm } from "../../features/newsletter/newsletter-sign-up";
import { describeHeadline, useAdvertisedPromotions } from "../../features/offers/use-active-promotions";
import { OpeningHoursList } from "../../features/opening-hours/opening-hours-list";
import { analyticsEvents } from "../../lib/analytics";
import { DELIVERY_HINT_TOAST_MS, useDeliveryPlatforms } from "../../lib/delivery-platforms";
import { useRestaurant } from "../../lib/restaurant";
import { toast } from "../../lib/toast";
import { useSectionLink } from "../../lib/use-section-link";
import { buttonClasses } from "../ui/button";
import { OPEN_COOKIE_SETTINGS_EVENT } from "./consent-banner";
import { EmailLink, PhoneLink } from "./contact-links";
import { LegalLinks } from "./legal-links";

const QUICK_LINKS = [
  { label: "Home", section: "home" },
  { label: "Menu", section: "menu" },
  { label: "About", section: "about" },
  { label: "Gallery", section: "gallery" },
  { label: "Reviews", section: "testimonials" },
  { label: "Contact", section: "contact" },
] as const;

export function Footer() {
  const goToSection = useSectionLink();
  const { headline } = useAdvertisedPromotions();
  const restaurant = useRestaurant();
  const delivery = useDeliveryPlatforms();
  const promoted = useQuery(giftVoucherOfferQueryOptions()).data?.promoted === true;
  return (
    <footer id="site-footer" className="bg-maroon-900 text-maroon-50">
      <div className="mx-auto max-w-7xl px-4 pt-10">
        <div className="flex flex-col items-center justify-between gap-4 rounded-2xl bg-maroon-800 p-6 text-center md:flex-row md:text-left">
          <div>
            <p className="font-display text-2xl font-bold text-saffron-200">Hungry? Order for collection</p>
            {headline && <p className="text-maroon-50">{describeHeadline(headline)}</p>}
          </div>
          <Link
            to="/order"
            onClick={() => analyticsEvents.orderClick("footer_promo")}
            className={buttonClasses("secondary", "lg")}
          >
            Order Now
          </Link>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {restaurant ? (
            <>
              <h2 className="font-display text-2xl font-bold text-saffron-200">{restaurant.name}</h2>
              <p className="mt-2">{formatRestaurantAddress(restaurant)}</p>
              <p className="mt-1">
                <PhoneLink />
              </p>
              <p className="mt-1">
                <EmailLink />
              </p>
            </>
          ) : (
            <h2 className="font-display text-2xl font-bold text-saffron-200">{SITE_BEING_SET_UP}</h2>
          )}
          <h2 className="mt-4 font-semibold text-saffron-200">Opening hours</h2>
          <OpeningHoursList className="mt-1" compact />
        </div>
        <nav aria-label="Quick links">
          <h2 className="font-semibold text-saffron-200">Quick links</h2>
          <ul className="mt-2 space-y-1">
            {QUICK_LINKS.map((l) => (
              <li key={l.section}>
                <button type="button" className="hover:underline" onClick={() => goToSection(l.section)}>
                  {l.label}
                </button>
              </li>
            ))}
            <li>
              <Link className="hover:underline" to="/offers">
                Special Offers
              </Link>
            </li>
            {promoted && (
              <li>
                <Link className="hover:underline" to="/gift-vouchers">
                  Gift vouchers
                </Link>
              </li>
            )}
          </ul>
        </nav>
        {delivery.length > 0 && (
          <nav aria-label="Delivery apps">
            <h2 className="font-semibold text-saffron-200">Delivery</h2>
            <ul className="mt-2 space-y-1">
              {delivery.map((p) => (
                <li key={p.name}>
                  <a
                    className="inline-flex items-center gap-1 hover:underline"
                    href={p.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => {
                      if (p.searchHint) toast.info(p.searchHint, { duration: DELIVERY_HINT_TOAST_MS });
                    }}
                  >
                    {p.name} <ExternalLink className="h-3 w-3" aria-hidden="true" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h2 className="font-semibold text-saffron-200">Download</h2>
          <a className="mt-2 inline-block underline" href="/api/menu/download" target="_blank" rel="noopener">
            Full menu (PDF)
          </a>
          <p className="mt-4">
            <button
              type="button"
              className="underline"
              onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
            >
              Cookie settings
            </button>
          </p>
          <LegalLinks className="mt-2" />
          <div className="mt-6">
            <NewsletterSignUpForm />
          </div>
        </div>
      </div>
      <p className="border-t border-maroon-800 py-4 text-center text-sm">
        {restaurant
          ? `© ${new Date().getFullYear()} ${restaurant.tradingName || restaurant.name}. All rights reserved.`
          : SITE_BEING_SET_UP}
        {restaurant?.companyName && (
          <span className="mt-1 block text-xs">
            {restaurant.companyName}
            {restaurant.companyNumber && `, registered in England and Wales no. ${restaurant.companyNumber}`}
            {restaurant.registeredAddress && `, ${restaurant.registeredAddress}`}
            {restaurant.vatNumber && `. VAT ${restaurant.vatNumber}`}
          </span>
        )}
      </p>
    </footer>
  );
}
