import { useQuery } from "@tanstack/react-query";
import { Clock, ShoppingBag } from "lucide-react";
import { Dialog } from "radix-ui";
import type { RefObject } from "react";
import { Link } from "react-router";
import { getLondonMoment, WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import { DialogCloseButton } from "@web/components/ui/site-dialog";
import { analyticsEvents } from "../../lib/analytics";
import { activePromotionsQueryOptions } from "./api/get-offers";
import { FlashSaleCountdown } from "./components/flash-sale-countdown";
import { PromotionCard } from "./components/promotion-card";
import { useOrderableFlashSale } from "./use-active-promotions";

/**
 * The flash-sale pop-up itself, loaded when first opened (flash-sale-dialog.tsx holds its trigger).
 * Under "ENDS TODAY" it lists only online deals that end today, with their real terms; "Limited
 * quantities" appears only for one with a limit on its uses, with how many are left (issue 21).
 */
export function FlashSaleDialogContent({
  open,
  onOpenChange,
  triggerRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back on closing (Radix does it only for its own Dialog.Trigger). */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const active = useQuery(activePromotionsQueryOptions());
  const sale = useOrderableFlashSale();
  if (!sale) return null;
  const endingToday = (active.data?.promotions ?? []).filter(
    (p) => p.id !== sale.id && p.channel === "online" && p.endsToday,
  );
  const deals = [sale, ...endingToday].slice(0, 4);
  const limited = deals.filter((p) => p.remaining !== null);
  const endsToday = sale.endsToday;
  const endsOn = WEEKDAY_NAMES[getLondonMoment(new Date(sale.endsAt)).dayOfWeek] ?? "";
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-5 shadow-2xl sm:p-8"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <DialogCloseButton className="absolute top-3 right-3 rounded-full p-2 text-stone-800 hover:bg-stone-200" />
          <p className="flex items-center justify-center gap-2 text-sm font-semibold text-maroon-800">
            <Clock className="h-4 w-4" aria-hidden="true" /> {endsToday ? "Today only" : `Until ${endsOn}`}
          </p>
          <Dialog.Title className="mt-1 text-center font-display text-2xl font-bold text-maroon-800 sm:text-3xl">
            {endsToday ? "FLASH SALE - ENDS TODAY!" : `FLASH SALE - ENDS ${endsOn.toUpperCase()}!`}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-center text-stone-700">
            Our best deals of the day, until the clock runs out.
          </Dialog.Description>
          <div className="mt-4">
            <FlashSaleCountdown endsAt={sale.countsDownTo} />
          </div>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {deals.map((deal) => (
              <PromotionCard key={deal.id} promotion={deal} tone="dark" />
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
          {limited.map((p) => (
            <p key={p.id} className="mt-4 text-center text-sm font-semibold text-maroon-800">
              Limited quantities - {p.remaining} left of {p.headline} - First come, first served!
            </p>
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
