/** Placeholder: this screen is built by its own issue. */
export function OffersPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Special Offers</h1>
    </section>
  );
}
