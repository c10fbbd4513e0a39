export function StorySection() {
  return (
    <section id="story" aria-labelledby="story-heading" className="bg-white px-4 py-16">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
        <div>
          <h2 id="story-heading" className="font-display text-4xl font-bold text-maroon-800">
            Our Story
          </h2>
          <p className="mt-4 text-lg text-stone-700">
            Hyderabad House began with a family's recipes carried from the Old City of Hyderabad: the dum
            biryani made for Eid, the haleem of Ramadan evenings, the Irani chai of the cafés near the
            Charminar.
          </p>
          <p className="mt-4 text-stone-700">
            Our chefs trained in Hyderabad's kitchens and still cook the slow way: marinating overnight,
            sealing the biryani pot with dough, and finishing every curry by hand.
          </p>
        </div>
        <blockquote className="self-center rounded-2xl bg-maroon-800 p-8 text-white">
          <p className="font-display text-2xl italic">
            "Food in Hyderabad is hospitality. We want every guest to eat as if they were at our own table."
          </p>
          <footer className="mt-4 text-saffron-200">The Hyderabad House family</footer>
        </blockquote>
      </div>
    </section>
  );
}
