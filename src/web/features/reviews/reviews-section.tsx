import { useQuery } from "@tanstack/react-query";
import { ExternalLink, Star } from "lucide-react";
import { GOOGLE_BUSINESS_FALLBACK } from "../../../shared/reviews/google-business-defaults";
import { PageSection } from "../../components/layout/page-section";
import { formatRating } from "../../lib/format";
import { googleBusinessQueryOptions } from "./api/get-google-business-data";

const SAMPLE_REVIEWS = [
  {
    name: "Sarah M.",
    text: "The best chicken dum biryani I've had outside Hyderabad. Fragrant, perfectly cooked rice and generous portions.",
  },
  {
    name: "Imran K.",
    text: "Proper Hyderabadi flavours: the haleem and mirchi ka salan took me straight back home. Friendly staff too.",
  },
  {
    name: "James P.",
    text: "Ordered for collection on a Friday night. Ready on time, piping hot, and the lamb chops were outstanding.",
  },
] as const;

const STATS = [
  { value: "4.8/5", label: "Average Rating" },
  { value: "250+", label: "Happy Reviews" },
  { value: "98%", label: "Recommend Us" },
] as const;

function FiveStars() {
  return (
    <span className="flex text-saffron-700" role="img" aria-label="5 out of 5 stars">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className="h-5 w-5 fill-current" aria-hidden="true" />
      ))}
    </span>
  );
}

export function ReviewsSection() {
  const business = useQuery(googleBusinessQueryOptions());
  const data = business.data ?? GOOGLE_BUSINESS_FALLBACK;
  return (
    <PageSection id="testimonials" title="What Our Guests Say" className="bg-saffron-50">
      <p className="mt-3 text-center text-lg text-stone-800" aria-busy={business.isPending}>
        <strong>{formatRating(data.rating)}</strong> out of 5 from <strong>{data.reviewCount}</strong> Google
        reviews
        {" - "}
        <a
          href={data.googleBusinessUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-maroon-800 underline"
        >
          Read our reviews on Google <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {SAMPLE_REVIEWS.map((r) => (
          <li key={r.name}>
            <figure className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <FiveStars />
              <blockquote className="mt-3 text-stone-800">"{r.text}"</blockquote>
              <figcaption className="mt-4 font-semibold text-maroon-800">{r.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <dl className="mt-10 grid grid-cols-3 gap-4 text-center">
        {STATS.map((s) => (
          <div key={s.label} className="flex flex-col-reverse">
            <dt className="text-stone-700">{s.label}</dt>
            <dd className="font-display text-3xl font-bold text-maroon-800 md:text-4xl">{s.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
