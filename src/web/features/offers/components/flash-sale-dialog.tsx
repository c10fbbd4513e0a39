import { Clock, Gift, Percent, ShoppingBag, Truck, X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { IconCard } from "../../../components/ui/icon-card";
import { analyticsEvents } from "../../../lib/analytics";
import { FlashSaleCountdown } from "./flash-sale-countdown";

const BENEFITS = [
  { icon: Percent, title: "15% Off First Order", text: "New customers save on their first online order." },
  { icon: Truck, title: "Free Delivery", text: "On orders over £30 within 3 miles." },
  { icon: Gift, title: "Free Dessert", text: "With every order of £30 or more." },
] as const;

export const FLASH_SALE_DEALS = [
  { tag: "COLLECTION", title: "30% OFF", text: "30% off all collection orders today." },
  { tag: "FAMILY FEAST", title: "2+2+2 Deal", text: "2 biryanis, 2 starters and 2 naans." },
  { tag: "EXPRESS", title: "Lunch Deal", text: "Curry, rice and naan, ready fast." },
  { tag: "FREE", title: "Dessert", text: "Free dessert with any biryani order." },
] as const;

/** The flash-sale pop-up; `trigger` is the element that opens it (the navbar's Offers item). */
export function FlashSaleDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-5 shadow-2xl sm:p-8">
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded-full p-2 text-stone-800 hover:bg-stone-200"
          >
            <X aria-hidden="true" />
          </Dialog.Close>
          <p className="flex items-center justify-center gap-2 text-sm font-semibold text-maroon-800">
            <Clock className="h-4 w-4" aria-hidden="true" /> Today only
          </p>
          <Dialog.Title className="mt-1 text-center font-display text-2xl font-bold text-maroon-800 sm:text-3xl">
            FLASH SALE - ENDS TODAY!
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-center text-stone-700">
            Our best deals of the day, until the clock runs out.
          </Dialog.Description>
          <div className="mt-4">
            <FlashSaleCountdown />
          </div>
          <ul className="mt-6 grid gap-3 sm:grid-cols-3">
            {BENEFITS.map((card) => (
              <IconCard key={card.title} {...card} className="bg-white ring-1 ring-stone-200" compact />
            ))}
          </ul>
          <ul className="mt-4 grid grid-cols-2 gap-3">
            {FLASH_SALE_DEALS.map((deal) => (
              <li key={deal.tag} className="rounded-lg bg-maroon-800 p-3 text-center text-white">
                <p className="text-xs font-bold tracking-wider text-saffron-200">{deal.tag}</p>
                <p className="font-display text-xl font-bold">{deal.title}</p>
                <p className="text-sm text-maroon-50">{deal.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <Dialog.Close asChild>
              <Link
                to="/order"
                onClick={() => analyticsEvents.popupOrderClick()}
                className="inline-flex items-center justify-center gap-2 rounded-lg bg-saffron-400 px-6 py-3 text-lg font-bold text-stone-900 hover:bg-saffron-500"
              >
                <ShoppingBag className="h-5 w-5" aria-hidden="true" /> ORDER NOW!
              </Link>
            </Dialog.Close>
            <Dialog.Close asChild>
              <Link
                to="/offers"
                onClick={() => analyticsEvents.viewAllOffersClick()}
                className="inline-flex items-center justify-center rounded-lg px-6 py-3 text-lg font-semibold text-maroon-800 ring-2 ring-maroon-800 hover:bg-maroon-50"
              >
                View All Offers
              </Link>
            </Dialog.Close>
          </div>
          <p className="mt-4 text-center text-sm font-semibold text-maroon-800">
            Limited quantities - First come, first served!
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
