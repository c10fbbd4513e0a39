import { ExternalLink } from "lucide-react";
import { DELIVERY_HINT_TOAST_MS, useDeliveryPlatforms } from "@web/lib/delivery-platforms";
import { toast } from "@web/lib/toast";

/** The restaurant's delivery-app links; not shown when it has none. */
export function DeliverySection() {
  const platforms = useDeliveryPlatforms();
  if (platforms.length === 0) return null;
  return (
    <section id="delivery" aria-labelledby="delivery-heading" className="bg-saffron-50 px-4 py-12">
      <div className="mx-auto max-w-5xl text-center">
        <h2 id="delivery-heading" className="font-display text-3xl font-bold text-maroon-800">
          Prefer Delivery?
        </h2>
        <p className="mt-2 text-stone-700">Find us on your favourite delivery app.</p>
        <ul className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {platforms.map((p) => (
            <li key={p.name}>
              <a
                href={p.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => {
                  if (p.searchHint) toast.info(p.searchHint, { duration: DELIVERY_HINT_TOAST_MS });
                }}
                className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-maroon-800 shadow-sm ring-1 ring-stone-300 hover:bg-maroon-50"
              >
                Order on {p.name} <ExternalLink className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
