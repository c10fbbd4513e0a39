import { useQuery } from "@tanstack/react-query";
import { Clock, Phone, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { phoneHref } from "@shared/restaurant/restaurant-details";
import { DeliveryInformation } from "@web/features/delivery/delivery-information";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { Spinner } from "../../components/ui/spinner";
import { analyticsEvents } from "../../lib/analytics";
import { useRestaurant } from "../../lib/restaurant";
import { activePromotionsQueryOptions } from "./api/get-offers";
import { FlashSaleCountdown } from "./components/flash-sale-countdown";
import { PromotionCard } from "./components/promotion-card";
import { useOrderableFlashSale } from "./use-active-promotions";

const orderButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-maroon-800 px-5 py-2.5 font-semibold text-white hover:bg-maroon-900";

function OffersSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto mt-12 max-w-7xl px-4">
      <h2 id={`${id}-heading`} className="font-display text-3xl font-bold text-maroon-800">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The offers page (spec section 5): every card is a promotion running now, with the terms the
 * engine enforces; deals given elsewhere say where. Switching one off removes it on the next load.
 */
export function OffersPage() {
  const active = useQuery(activePromotionsQueryOptions());
  const restaurant = useRestaurant();
  // A flash sale shows only while it can be ordered (not on a closed day, not while paused).
  const sale = useOrderableFlashSale();
  const promotions = active.data?.promotions.filter((p) => !p.isFlashSale) ?? [];
  // The server says it, by its clock: the page is drawn there first.
  const endsToday = sale?.endsToday ?? false;
  const online = promotions.filter((p) => p.channel === "online");
  const elsewhere = promotions.filter((p) => p.channel !== "online");
  const delivery = elsewhere.find((p) => p.channel === "phone");
  return (
    <div className="pb-16">
      <Breadcrumb trail={["Special Offers"]} className="mx-auto max-w-7xl px-4 pt-6" />

      {sale ? (
        <section aria-labelledby="flash-heading" className="mx-auto mt-6 max-w-7xl px-4">
          <div className="rounded-2xl bg-gradient-to-br from-maroon-900 to-maroon-800 p-6 text-center text-white md:p-10">
            <p className="inline-flex items-center gap-2 rounded-full bg-saffron-400 px-3 py-1 text-sm font-bold text-stone-900">
              <Clock className="h-4 w-4" aria-hidden="true" /> {endsToday ? "Ends today" : "Flash sale"}
            </p>
            <h1 id="flash-heading" className="mt-4 font-display text-3xl font-bold md:text-5xl">
              {endsToday ? "FLASH SALE - ENDS TODAY!" : "FLASH SALE"}
            </h1>
            <p className="mt-2 text-maroon-50">
              {sale.headline}
              {sale.description ? `: ${sale.description}` : ""}
            </p>
            <div className="mt-6">
              <FlashSaleCountdown endsAt={sale.countsDownTo} tone="light" />
            </div>
          </div>
        </section>
      ) : (
        <h1 className="mx-auto mt-6 max-w-7xl px-4 font-display text-4xl font-bold text-maroon-800">
          Special Offers
        </h1>
      )}

      {active.isPending && <Spinner label="Loading offers" />}
      {active.isError && (
        <p role="alert" className="mx-auto mt-6 max-w-7xl px-4 text-red-800">
          We couldn't load today's offers. Please refresh the page.
        </p>
      )}

      <OffersSection id="online-deals" title="Online Deals">
        <p className="mt-2 text-stone-700">{active.data?.combiningRule}</p>
        {online.length === 0 && active.data ? (
          <p className="mt-4 text-stone-700">No online offers are running right now.</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {online.map((p) => (
              <PromotionCard key={p.id} promotion={p} />
            ))}
          </ul>
        )}
        <Link
          to="/order"
          className={`${orderButton} mt-6`}
          onClick={() => analyticsEvents.orderClick("offers_highlights")}
        >
          <ShoppingBag className="h-5 w-5" aria-hidden="true" /> Order Now and Save
        </Link>
      </OffersSection>

      {elsewhere.length > 0 && (
        <OffersSection id="more-deals" title="More Deals">
          <p className="mt-2 text-stone-700">
            These are not given at online checkout: each says where it applies.
          </p>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {elsewhere.map((p) => (
              <PromotionCard key={p.id} promotion={p} />
            ))}
          </ul>
        </OffersSection>
      )}

      <section aria-labelledby="delivery-info-heading" className="mx-auto mt-12 max-w-7xl px-4">
        <div className="rounded-2xl bg-maroon-900 p-6 text-white md:p-10">
          <h2 id="delivery-info-heading" className="font-display text-3xl font-bold">
            Delivery Information
          </h2>
          <ul className="mt-4 space-y-2">
            {delivery && (
              <li className="flex items-start gap-2">
                <Phone className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
                {delivery.description} ({delivery.whereLabel})
              </li>
            )}
            <DeliveryInformation />
          </ul>
          {restaurant && (
            <a
              href={phoneHref(restaurant.phone)}
              className="mt-6 inline-flex items-center gap-2 rounded-lg bg-saffron-400 px-5 py-2.5 font-semibold text-stone-900 hover:bg-saffron-500"
            >
              <Phone className="h-5 w-5" aria-hidden="true" /> Call {restaurant.phone}
            </a>
          )}
        </div>
      </section>
    </div>
  );
}
