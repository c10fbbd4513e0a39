import { Link } from "react-router";
import { RESTAURANT } from "../../lib/restaurant";
import { useSectionLink } from "../../lib/use-section-link";

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
  return (
    <footer className="bg-maroon-900 text-maroon-50">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <h2 className="font-display text-2xl font-bold text-saffron-200">{RESTAURANT.name}</h2>
          <p className="mt-2">
            {RESTAURANT.address.street}, {RESTAURANT.address.town} {RESTAURANT.address.postcode}
          </p>
          <p className="mt-1">
            <a className="underline" href={RESTAURANT.phoneHref}>
              {RESTAURANT.phone}
            </a>
          </p>
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
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold text-saffron-200">Order for collection</h2>
          <p className="mt-2">10% off collection orders over £30.</p>
          <Link
            to="/order"
            className="mt-3 inline-block rounded-lg bg-saffron-400 px-4 py-2 font-semibold text-stone-900 hover:bg-saffron-500"
          >
            Order Now
          </Link>
        </div>
      </div>
      <p className="border-t border-maroon-800 py-4 text-center text-sm">
        © {new Date().getFullYear()} {RESTAURANT.name}. All rights reserved.
      </p>
    </footer>
  );
}
