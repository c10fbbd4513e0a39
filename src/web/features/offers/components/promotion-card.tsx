import type { PublicPromotion } from "@shared/offers/offer.schema";
import { statesAFigure } from "@shared/offers/promotion-words";

/**
 * One promotion as the public pages show it: its headline generated from the reward, the staff's
 * name for it when that states no figure ("Groups of 4+"), their description, its real terms from
 * the engine, and where it applies ("In the restaurant", "Phone orders", "Catering quotes").
 */
export function PromotionCard({
  promotion,
  tone = "light",
}: {
  promotion: PublicPromotion;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <li
      className={`flex flex-col rounded-2xl p-5 ${dark ? "bg-maroon-800 text-white" : "bg-white text-stone-900 shadow-sm ring-1 ring-stone-200"}`}
      data-testid="promotion-card"
    >
      <p
        className={`text-xs font-bold uppercase tracking-wider ${dark ? "text-saffron-200" : "text-maroon-800"}`}
      >
        {promotion.whereLabel}
      </p>
      <h3 className="mt-1 font-display text-xl font-bold">{promotion.headline}</h3>
      {promotion.title !== promotion.headline && !statesAFigure(promotion.title) && (
        <p className="font-semibold">{promotion.title}</p>
      )}
      {promotion.description && (
        <p className={dark ? "text-maroon-50" : "text-stone-700"}>{promotion.description}</p>
      )}
      {promotion.terms.length > 0 && (
        <ul className={`mt-2 list-inside list-disc text-sm ${dark ? "text-maroon-50" : "text-stone-700"}`}>
          {promotion.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ul>
      )}
      {promotion.termsConditions && (
        <p className={`mt-1 text-xs ${dark ? "text-maroon-50" : "text-stone-700"}`}>
          {promotion.termsConditions}
        </p>
      )}
    </li>
  );
}
