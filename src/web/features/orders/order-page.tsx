/**
 * The order page (spec sections 2 and 4): menu, cart, checkout and confirmation on one route.
 * The cart lives in local storage and is checked against the menu on load; its totals and promotion
 * lines are the server's quote (the promotions engine runs there), and the server reprices the
 * order when it is placed.
 */
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { Fulfilment } from "@shared/delivery/delivery-order.schema";
import { minimumOrderHint } from "@shared/orders/order-limits";
import { readPayFragment } from "@shared/orders/order-payability";
import type { PlacedOrder } from "@shared/orders/place-order.schema";
import { toast } from "@web/lib/toast";
import { Breadcrumb, type Crumb } from "../../components/layout/breadcrumb";
import { Spinner } from "../../components/ui/spinner";
import { trackEvent } from "../../lib/analytics";
import { useBrowserState } from "../../lib/use-hydrated";
import { publicDeliveryQueryOptions } from "../delivery/api/get-public-delivery";
import { menuQueryOptions } from "../menu/api/get-menu";
import { DishOptionsDialog } from "../menu/dish-options-dialog";
import { useFirstLaterDay, useLaterDaysOffered } from "../order-ahead/use-order-ahead-slots";
import { cartQuoteQueryOptions } from "./api/quote-order";
import {
  CART_STORAGE_KEY,
  type CartLine,
  calculateCartTotal,
  cartPricing,
  loadStoredCart,
  type RemovedLine,
  reconcileCart,
  setCartInstructions,
  setCartQuantity,
  soldOutTodayNames,
  toRequestItems,
} from "./cart";
import type { CartPricing } from "./components/cart-view";
import { FloatingCartButton } from "./components/floating-cart-button";
import { MenuView } from "./components/menu-view";
import { DealBanner } from "./deal-banner";
import { OrderingStatusBanner } from "./ordering-status";
import { useAddDish } from "./use-add-dish";

// The first view is the menu: the cart, checkout and confirmation (forms, payment) load when the
// diner has something in the cart, so a phone opening /order runs only the menu's code.
const loadCartView = () => import("./components/cart-view");
const loadCheckoutView = () => import("./components/checkout-view");
const CartView = lazy(() => loadCartView().then((m) => ({ default: m.CartView })));
const CheckoutView = lazy(() => loadCheckoutView().then((m) => ({ default: m.CheckoutView })));
const ConfirmationView = lazy(() =>
  import("./components/confirmation-view").then((m) => ({ default: m.ConfirmationView })),
);
const CouponForm = lazy(() => import("./components/coupon-form").then((m) => ({ default: m.CouponForm })));
const PointsForm = lazy(() => import("./components/points-form").then((m) => ({ default: m.PointsForm })));

type View = "menu" | "cart" | "checkout" | "confirmation";
const STEP_LABELS: Record<View, string | undefined> = {
  menu: undefined,
  cart: "Cart",
  checkout: "Checkout",
  confirmation: "Confirmation",
};

export function OrderPage() {
  const menu = useQuery(menuQueryOptions());
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [pointsToRedeem, setPointsToRedeem] = useState(0);
  const [view, setView] = useState<View>("menu");
  // The server renders an empty cart; the stored one is read once the page is live.
  const [lines, setLines, cartLoaded] = useBrowserState<CartLine[]>(() => loadStoredCart(localStorage), []);
  const [removed, setRemoved] = useState<RemovedLine[]>([]);
  // The placed order lives in the address (?placed=NUMBER#pay=SECRET), not only in memory, so a
  // reload shows its confirmation again, drawn from the server (decision 0039).
  const [order, setOrder] = useState<{ orderNumber: string; accessToken: string } | null>(null);
  const navigate = useNavigate();
  const reconciled = useRef(false);

  useEffect(() => {
    const orderNumber = new URLSearchParams(window.location.search).get("placed");
    const accessToken = readPayFragment(window.location.hash);
    if (!orderNumber || !accessToken) return;
    setOrder({ orderNumber, accessToken });
    setView("confirmation");
  }, []);

  useEffect(() => {
    if (!cartLoaded) return;
    if (lines.length > 0) localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(lines));
    else localStorage.removeItem(CART_STORAGE_KEY);
  }, [lines, cartLoaded]);

  // A dish sold out only today stays in the cart while a later day can be chosen (issue 39).
  const laterDays = useLaterDaysOffered();
  useEffect(() => {
    if (!menu.data || !cartLoaded || laterDays === undefined || reconciled.current) return;
    reconciled.current = true;
    setLines((current) => {
      const result = reconcileCart(current, menu.data, laterDays);
      if (result.removed.length > 0) {
        setRemoved(result.removed);
        toast.warning("Your cart was updated", {
          description: "Some dishes changed since your last visit and were removed.",
        });
      }
      return result.lines;
    });
  }, [menu.data, cartLoaded, laterDays, setLines]);

  const goTo = useCallback((next: View) => {
    setView(next);
    window.scrollTo({ top: 0 });
  }, []);
  const arrived = useRef(false);
  useEffect(() => {
    // Move focus to the new view's heading so keyboard and screen-reader users follow the step.
    // Not on arrival: the page starts at its top, and focusing would make the phone lay out the
    // whole menu again while it is still starting.
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const heading = document.querySelector<HTMLElement>(`#${view}-heading`);
    heading?.focus({ preventScroll: true });
  }, [view]);

  // A later day chosen at checkout (order ahead, issue 39): its promotions are that day's.
  const [laterDay, setLaterDay] = useState<{ collectionDate: string; collectionTime: string } | null>(null);
  // Delivery chosen at checkout (issue 35): a collection-only offer is not priced for it.
  const [fulfilment, setFulfilment] = useState<Fulfilment>("collection");
  // A dish sold out only today cannot be priced for today: until the checkout's choice, the cart
  // is priced for the first later day (the checkout then offers later days only).
  const soldOutToday = useMemo(() => soldOutTodayNames(lines, menu.data ?? []), [lines, menu.data]);
  const firstLaterDay = useFirstLaterDay();
  const pricedDay = laterDay ?? (soldOutToday.length > 0 ? firstLaterDay : null);
  const quoteBody = useMemo(
    () => ({
      // Each line with its chosen options: the server prices (and checks) them as it will the order.
      items: toRequestItems(lines, { withNotes: false }),
      couponCode,
      pointsToRedeem,
      ...(pricedDay ?? {}),
      ...(fulfilment === "delivery" ? { fulfilment } : {}),
    }),
    [lines, couponCode, pointsToRedeem, pricedDay, fulfilment],
  );
  const quote = useQuery(cartQuoteQueryOptions(quoteBody));
  const pricing: CartPricing = cartPricing(quote, lines);
  const minimumHint = quote.data
    ? minimumOrderHint(pricing.subtotalPence, quote.data.minimumOrderPence)
    : null;
  const promotionControls = (
    <>
      <CouponForm key={couponCode ?? ""} applied={couponCode} quote={quote.data} onApply={setCouponCode} />
      <PointsForm quote={quote.data} onRedeem={setPointsToRedeem} />
    </>
  );

  const { onAddFromMenu, optionsDialog } = useAddDish({
    lines,
    setLines,
    menu: menu.data ?? [],
    onAdded: (item) => {
      trackEvent("add_to_cart", { category: "ecommerce", label: item.name, value: item.pricePence / 100 });
      toast.success(`${item.name} added to your cart`);
    },
  });

  const placed = (created: PlacedOrder) => {
    setOrder({ orderNumber: created.orderNumber, accessToken: created.accessToken });
    navigate(
      {
        pathname: "/order",
        search: `?placed=${encodeURIComponent(created.orderNumber)}`,
        hash: `#pay=${encodeURIComponent(created.accessToken)}`,
      },
      { replace: true },
    );
    setLines([]);
    setRemoved([]);
    setCouponCode(null);
    setPointsToRedeem(0);
    trackEvent("purchase", {
      category: "ecommerce",
      label: created.orderNumber,
      value: created.totalPence / 100,
    });
    goTo("confirmation");
  };

  const reset = () => {
    setOrder(null);
    navigate("/order", { replace: true });
    setLines([]);
    goTo("menu");
  };

  // The dish list in its own Suspense boundary, as one element kept while the menu is the same: on
  // a server-rendered page React hydrates it after the rest, in slices that leave the phone free to
  // respond, and the page's own updates (the stored cart read, answers arriving) pass it by instead
  // of forcing it to hydrate at once. Nothing inside suspends.
  const dishList = useMemo(
    () =>
      menu.data && (
        <Suspense fallback={null}>
          <MenuView menu={menu.data} onAdd={onAddFromMenu} />
        </Suspense>
      ),
    [menu.data, onAddFromMenu],
  );

  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const hasLines = count > 0;
  useEffect(() => {
    // Fetched while the diner still looks at the menu, so the cart opens without a wait.
    if (!hasLines) return;
    void loadCartView();
    void loadCheckoutView();
  }, [hasLines]);
  const step = STEP_LABELS[view];
  // Back to the menu from the cart or checkout; a placed order is not taken back there.
  const trail: Crumb[] = step
    ? [{ label: "Order Online", onClick: view === "confirmation" ? undefined : () => goTo("menu") }, step]
    : ["Order Online"];

  // The heading says delivery only once the owner offers it (an active zone, issue 35).
  const deliveryOffered = useQuery(publicDeliveryQueryOptions()).data?.offered ?? false;

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 py-8 pb-24">
      <Breadcrumb trail={trail} />
      <h1 id="menu-heading" tabIndex={-1} className="font-display text-3xl font-bold text-maroon-800">
        {deliveryOffered ? "Order Online for Collection or Delivery" : "Order Online for Collection"}
      </h1>
      {view === "menu" && <OrderingStatusBanner />}
      {view === "menu" && <DealBanner quote={hasLines ? quote.data : undefined} />}

      {removed.length > 0 && view !== "confirmation" && (
        <div role="status" className="rounded-lg bg-saffron-50 p-3 text-stone-900 ring-1 ring-saffron-200">
          <p className="font-semibold">We removed some dishes from your cart:</p>
          <ul className="list-inside list-disc text-sm">
            {removed.map((r) => (
              <li key={`${r.name}-${r.reason}`}>
                {r.name} ({r.reason})
              </li>
            ))}
          </ul>
          <button type="button" className="mt-1 text-sm underline" onClick={() => setRemoved([])}>
            Dismiss
          </button>
        </div>
      )}

      {view === "menu" &&
        (menu.isPending ? (
          <Spinner label="Loading the menu" />
        ) : menu.isError ? (
          <p role="alert" className="text-red-800">
            We couldn't load the menu. Please refresh the page or call us.
          </p>
        ) : (
          dishList
        ))}
      <DishOptionsDialog {...optionsDialog} />

      <Suspense fallback={<Spinner />}>
        {view === "cart" && (
          <CartView
            lines={lines}
            pricing={pricing}
            minimumHint={minimumHint}
            promotionControls={promotionControls}
            freeItems={quote.data?.freeItemsToClaim ?? []}
            menu={menu.data ?? []}
            onAddDish={onAddFromMenu}
            onQuantity={(key, q) => setLines((current) => setCartQuantity(current, key, q))}
            onInstructions={(key, text) => setLines((current) => setCartInstructions(current, key, text))}
            onCheckout={() => goTo("checkout")}
            onClose={() => goTo("menu")}
          />
        )}

        {view === "checkout" && (
          <CheckoutView
            lines={lines}
            pricing={pricing}
            couponCode={couponCode}
            quote={quote.data}
            onRemoveCode={() => setCouponCode(null)}
            pointsToRedeem={pointsToRedeem}
            promotionControls={promotionControls}
            onBack={() => goTo("cart")}
            onPlaced={placed}
            onLaterDay={setLaterDay}
            onFulfilment={setFulfilment}
            soldOutToday={soldOutToday}
          />
        )}

        {view === "confirmation" && order && (
          <ConfirmationView
            orderNumber={order.orderNumber}
            accessToken={order.accessToken}
            onPlaceAnother={reset}
          />
        )}
      </Suspense>

      {view === "menu" && count > 0 && (
        <FloatingCartButton
          count={count}
          totalPence={calculateCartTotal(lines)}
          onClick={() => goTo("cart")}
        />
      )}
    </div>
  );
}
