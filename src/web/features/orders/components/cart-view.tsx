import { Gift, Minus, Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { ALLERGEN_LABELS } from "@shared/menu/allergens";
import { MENU_CATEGORY_LABELS, type MenuCategory } from "@shared/menu/categories";
import type { MenuItem } from "@shared/menu/menu.schema";
import { formatPence } from "@shared/money";
import type { Quote } from "@shared/orders/place-order.schema";
import { Button } from "@web/components/ui/button";
import { DietaryBadges } from "../../menu/dietary-badges";
import { DishImage } from "../../menu/dish-image";
import { type CartLine, cartLineKey } from "../cart";
import { ChosenOptionsList } from "../chosen-options-list";
import { JoinPrompt } from "./join-prompt";
import { PriceSummary } from "./price-summary";

export type CartPricing = Parameters<typeof PriceSummary>[0]["pricing"];

export interface CartViewProps {
  lines: CartLine[];
  pricing: CartPricing;
  /** The hint built from the server's minimum order (minimumOrderHint), or null when it is met. */
  minimumHint: string | null;
  /** The code and points forms. */
  promotionControls: ReactNode;
  /** Free dishes the order qualifies for but does not hold yet (the server's quote). */
  freeItems: Quote["freeItemsToClaim"];
  menu: readonly MenuItem[];
  /** Adds a dish as the menu's Add button does (its options dialog first when it has options). */
  onAddDish: (item: MenuItem) => void;
  /** Lines are keyed by dish and chosen options (cartLineKey). */
  onQuantity: (key: string, quantity: number) => void;
  onInstructions: (key: string, text: string) => void;
  onCheckout: () => void;
  onClose: () => void;
}

export function CartView({
  lines,
  pricing,
  minimumHint,
  promotionControls,
  freeItems,
  menu,
  onAddDish,
  onQuantity,
  onInstructions,
  onCheckout,
  onClose,
}: CartViewProps) {
  return (
    <section aria-labelledby="cart-heading" className="mx-auto max-w-3xl space-y-6">
      <h2 id="cart-heading" tabIndex={-1} className="font-display text-2xl font-bold text-maroon-800">
        Your Cart
      </h2>
      {lines.length === 0 ? (
        <div className="rounded-xl bg-white p-6 text-center ring-1 ring-stone-200">
          <p className="text-stone-700">Your cart is empty.</p>
          <Button className="mt-4" onClick={onClose}>
            Browse the menu
          </Button>
        </div>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 rounded-xl bg-white ring-1 ring-stone-200">
            {lines.map((line) => {
              const key = cartLineKey(line);
              return (
                <li key={key} className="flex flex-col gap-3 p-4 sm:flex-row">
                  <DishImage
                    dish={line}
                    width={80}
                    height={80}
                    sizes="80px"
                    className="h-20 w-20 shrink-0 rounded-lg text-xs"
                  />
                  <div className="flex-1 space-y-2">
                    <div className="flex flex-wrap items-start justify-between gap-2">
                      <div>
                        <h3 className="font-semibold text-stone-900">{line.name}</h3>
                        <ChosenOptionsList options={line.options} />
                        <p className="text-sm text-stone-700">{formatPence(line.pricePence)} each</p>
                        {line.deal && <DealFacts deal={line.deal} />}
                      </div>
                      <p className="font-bold text-maroon-800" data-testid={`line-total-${key}`}>
                        {formatPence(line.pricePence * line.quantity)}
                      </p>
                    </div>
                    <div className="flex items-center gap-2">
                      <button
                        type="button"
                        aria-label={`Decrease quantity of ${line.name}`}
                        onClick={() => onQuantity(key, line.quantity - 1)}
                        className="rounded-full p-1.5 text-maroon-800 ring-1 ring-maroon-800/40 hover:bg-maroon-50"
                      >
                        <Minus className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <span className="w-8 text-center font-semibold" data-testid={`quantity-${key}`}>
                        <span className="sr-only">Quantity: </span>
                        {line.quantity}
                      </span>
                      <button
                        type="button"
                        aria-label={`Increase quantity of ${line.name}`}
                        onClick={() => onQuantity(key, line.quantity + 1)}
                        className="rounded-full p-1.5 text-maroon-800 ring-1 ring-maroon-800/40 hover:bg-maroon-50"
                      >
                        <Plus className="h-4 w-4" aria-hidden="true" />
                      </button>
                      <button
                        type="button"
                        aria-label={`Remove ${line.name}`}
                        onClick={() => onQuantity(key, 0)}
                        className="ml-auto rounded p-1.5 text-red-800 hover:bg-red-50"
                      >
                        <Trash2 className="h-4 w-4" aria-hidden="true" />
                      </button>
                    </div>
                    <label className="block text-sm text-stone-800">
                      Special instructions for {line.name}
                      <input
                        type="text"
                        maxLength={200}
                        value={line.specialInstructions}
                        onChange={(e) => onInstructions(key, e.target.value)}
                        placeholder="e.g. extra spicy"
                        className="mt-1 w-full rounded-lg border border-stone-400 px-3 py-1.5"
                      />
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
          {[...new Set(freeItems.map((f) => f.category))].map((category) => (
            <FreeItemPrompt
              key={category}
              category={category}
              promotions={freeItems.filter((f) => f.category === category)}
              menu={menu}
              onAddDish={onAddDish}
            />
          ))}
          <div className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
            <PriceSummary pricing={pricing} />
            {promotionControls}
            {minimumHint && (
              <p role="status" className="rounded bg-saffron-50 p-2 font-semibold text-stone-900">
                {minimumHint}
              </p>
            )}
          </div>
          <JoinPrompt />
          <div className="flex flex-wrap justify-between gap-3">
            <Button variant="ghost" onClick={onClose}>
              Continue Shopping
            </Button>
            <Button
              size="lg"
              onClick={onCheckout}
              disabled={minimumHint !== null || pricing.state !== "priced"}
            >
              Proceed to Checkout
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/** A meal deal's line: what it costs against its dishes alone, and the dishes' own dietary facts. */
function DealFacts({ deal }: { deal: NonNullable<CartLine["deal"]> }) {
  return (
    <div className="mt-1 space-y-1 text-sm text-stone-700">
      <p>
        {deal.dishesPricePence > deal.setPricePence
          ? `Saves ${formatPence(deal.dishesPricePence - deal.setPricePence)} on these dishes bought alone.`
          : `Charged at these dishes' price alone (the deal price is ${formatPence(deal.setPricePence)}).`}
      </p>
      <DietaryBadges item={deal} />
      <p>
        <span className="font-semibold">Allergens:</span>{" "}
        {deal.allergens.length > 0
          ? deal.allergens.map((a) => ALLERGEN_LABELS[a]).join(", ")
          : "None of the 14 declared allergens"}
      </p>
    </div>
  );
}

/**
 * The order qualifies for free dishes of a category it does not hold: say so, naming the
 * promotions, and let the diner pick (each promotion makes one dish of the category free).
 */
function FreeItemPrompt({
  category,
  promotions,
  menu,
  onAddDish,
}: {
  category: string;
  promotions: Quote["freeItemsToClaim"];
  menu: readonly MenuItem[];
  onAddDish: (item: MenuItem) => void;
}) {
  const dishes = menu.filter((d) => d.category === category && !d.isSoldOut);
  const label = MENU_CATEGORY_LABELS[category as MenuCategory]?.toLowerCase() ?? category;
  if (dishes.length === 0) return null;
  const titles = promotions.map((p) => p.title).join(" and ");
  return (
    <section
      aria-label={`Free ${label}`}
      className="space-y-2 rounded-xl bg-saffron-50 p-4 text-stone-900 ring-1 ring-saffron-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <Gift className="h-5 w-5 shrink-0 text-maroon-800" aria-hidden="true" />
        {promotions.length === 1
          ? `Your order qualifies for ${titles}: pick one of our ${label}, it's on us.`
          : `Your order qualifies for ${promotions.length} free ${label} (${titles}): pick them, they're on us.`}
      </p>
      <ul className="space-y-1">
        {dishes.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {d.name} <span className="text-sm text-stone-700">(usually {d.price})</span>
            </span>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onAddDish(d)}
              aria-label={`Add ${d.name} free`}
            >
              Add free
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
