import { Link } from "react-router";
import { MenuSection } from "../menu/components/menu-section";

export function HomePage() {
  return (
    <>
      <section id="home" className="bg-maroon-900 px-4 py-20 text-center text-white">
        <h1 className="font-display text-4xl font-bold md:text-6xl">Authentic Hyderabadi Cuisine</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-maroon-50">
          Slow-cooked dum biryani, tandoor grills and the curries of the Deccan, made fresh every day.
        </p>
        <Link
          to="/order"
          className="mt-8 inline-block rounded-lg bg-saffron-400 px-6 py-3 text-lg font-semibold text-stone-900 hover:bg-saffron-500"
        >
          Order for Collection
        </Link>
      </section>
      <MenuSection />
    </>
  );
}
