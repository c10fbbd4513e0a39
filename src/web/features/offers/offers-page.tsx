import { Cake, Clock, Crown, Gift, Percent, Phone, ShoppingBag, Truck, Users, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { IconCard } from "../../components/ui/icon-card";
import { analyticsEvents } from "../../lib/analytics";
import { RESTAURANT } from "../../lib/restaurant";
import { FlashSaleCountdown } from "./components/flash-sale-countdown";

const HIGHLIGHTS = [
  {
    icon: Percent,
    title: "15% Off First Order",
    text: "New customers get 15% off their first online order.",
  },
  { icon: Truck, title: "Free Delivery Over £30", text: "Free delivery on orders over £30 within 3 miles." },
  { icon: Gift, title: "Free Dessert", text: "A free dessert with every order of £30 or more." },
] as const;

const OPENING_DEALS = [
  {
    icon: ShoppingBag,
    tag: "Collection Special",
    title: "30% Off All Collection",
    text: "Order online and collect: 30% off all collection orders during the flash sale.",
  },
  {
    icon: Users,
    tag: "Family Feast",
    title: "2 Biryanis, 2 Starters, 2 Naans",
    text: "A feast for the family: two biryanis, two starters and two naans.",
  },
  {
    icon: Zap,
    tag: "Express Lunch",
    title: "Curry, Rice and Naan",
    text: "A quick lunch of any curry with rice and a naan.",
  },
  {
    icon: Gift,
    tag: "Free Dessert",
    title: "Free Dessert With Any Biryani",
    text: "Order any biryani and your dessert is on us.",
  },
] as const;

const MORE_DEALS = [
  { icon: Users, title: "Group Discount", text: "Groups of 4+ get 20% off plus free delivery." },
  { icon: Crown, title: "VIP Weekend", text: "Friday to Sunday: a complimentary appetizer with your meal." },
  {
    icon: Cake,
    title: "Birthday Special",
    text: "Celebrate with us: a free cake and 15% off your birthday meal.",
  },
] as const;

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

export function OffersPage() {
  return (
    <div className="pb-16">
      <Breadcrumb trail={["Special Offers"]} className="mx-auto max-w-7xl px-4 pt-6" />

      <section aria-labelledby="flash-heading" className="mx-auto mt-6 max-w-7xl px-4">
        <div className="rounded-2xl bg-gradient-to-br from-maroon-900 to-maroon-800 p-6 text-center text-white md:p-10">
          <p className="inline-flex items-center gap-2 rounded-full bg-saffron-400 px-3 py-1 text-sm font-bold text-stone-900">
            <Clock className="h-4 w-4" aria-hidden="true" /> Ends today
          </p>
          <h1 id="flash-heading" className="mt-4 font-display text-3xl font-bold md:text-5xl">
            FLASH SALE - ENDS TODAY!
          </h1>
          <p className="mt-2 text-maroon-50">Hurry: these prices end when the clock reaches zero.</p>
          <div className="mt-6">
            <FlashSaleCountdown tone="light" />
          </div>
        </div>
      </section>

      <OffersSection id="highlights" title="Today's Highlights">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {HIGHLIGHTS.map((card) => (
            <IconCard key={card.title} {...card} className="bg-white shadow-sm ring-1 ring-stone-200" />
          ))}
        </ul>
        <Link
          to="/order"
          className={`${orderButton} mt-6`}
          onClick={() => analyticsEvents.orderClick("offers_highlights")}
        >
          <ShoppingBag className="h-5 w-5" aria-hidden="true" /> Order Now and Save
        </Link>
      </OffersSection>

      <OffersSection id="opening-deals" title="Opening Deals">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {OPENING_DEALS.map(({ icon: Icon, tag, title, text }) => (
            <li key={tag} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <p className="flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-maroon-800">
                <Icon className="h-4 w-4" aria-hidden="true" /> {tag}
              </p>
              <h3 className="mt-2 font-display text-xl font-bold text-stone-900">{title}</h3>
              <p className="mt-1 flex-1 text-stone-700">{text}</p>
              <Link
                to="/order"
                aria-label={`Quick order: ${tag}`}
                className={`${orderButton} mt-4`}
                onClick={() => analyticsEvents.orderClick(`offers_deal: ${tag}`)}
              >
                Quick Order
              </Link>
            </li>
          ))}
        </ul>
      </OffersSection>

      <OffersSection id="more-deals" title="More Deals">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {MORE_DEALS.map((card) => (
            <IconCard key={card.title} {...card} className="bg-saffron-50 ring-1 ring-saffron-200" />
          ))}
        </ul>
      </OffersSection>

      <section aria-labelledby="delivery-info-heading" className="mx-auto mt-12 max-w-7xl px-4">
        <div className="rounded-2xl bg-maroon-900 p-6 text-white md:p-10">
          <h2 id="delivery-info-heading" className="font-display text-3xl font-bold">
            Delivery Information
          </h2>
          <ul className="mt-4 space-y-2">
            <li className="flex items-start gap-2">
              <Truck className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
              Free delivery within 3 miles on orders over £30.
            </li>
            <li className="flex items-start gap-2">
              <Phone className="mt-1 h-5 w-5 shrink-0" aria-hidden="true" />
              Beyond 3 miles, delivery costs extra: call us for a quote.
            </li>
          </ul>
          <a
            href={RESTAURANT.phoneHref}
            className="mt-6 inline-flex items-center gap-2 rounded-lg bg-saffron-400 px-5 py-2.5 font-semibold text-stone-900 hover:bg-saffron-500"
          >
            <Phone className="h-5 w-5" aria-hidden="true" /> Call {RESTAURANT.phone}
          </a>
        </div>
      </section>
    </div>
  );
}
