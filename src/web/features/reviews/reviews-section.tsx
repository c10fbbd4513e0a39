import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, ExternalLink } from "lucide-react";
import type { ReviewFigures } from "@shared/reviews/review.schema";
import { PageSection } from "../../components/layout/page-section";
import { formatMonth, formatRating } from "../../lib/format";
import { reviewsQueryOptions } from "./api/get-reviews";
import { Stars } from "./components/stars";

/**
 * Spec section 3's reviews, from real orders only (decision 0030): the published reviews, and the
 * figures from them or Google's live ones (labelled as Google's), or an honest "No reviews yet".
 */
function FiguresLine({ figures }: { figures: ReviewFigures }) {
  if (figures.source === "none") {
    return (
      <p className="mt-3 text-center text-lg text-stone-800">
        <strong>No reviews yet.</strong> Collected an order? We email you a link to tell us how it was, if you
        ask for one at checkout.
      </p>
    );
  }
  if (figures.source === "google") {
    return (
      <p className="mt-3 text-center text-lg text-stone-800">
        <strong>{formatRating(figures.average)}</strong> out of 5 from <strong>{figures.count}</strong> Google
        reviews
        {" - "}
        <a
          href={figures.googleBusinessUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-semibold text-maroon-800 underline"
        >
          Read our reviews on Google <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </p>
    );
  }
  return (
    <p className="mt-3 text-center text-lg text-stone-800">
      <strong>{formatRating(figures.average)}</strong> out of 5 from <strong>{figures.count}</strong> verified{" "}
      {figures.count === 1 ? "review" : "reviews"} of collected orders
    </p>
  );
}

function Stats({ figures }: { figures: ReviewFigures }) {
  if (figures.source === "none") return null;
  const stats =
    figures.source === "site"
      ? [
          { value: `${formatRating(figures.average)}/5`, label: "Average Rating" },
          { value: String(figures.count), label: "Verified Reviews" },
          { value: `${figures.shareFourOrFive}%`, label: "Rated 4 or 5 Stars" },
        ]
      : [
          { value: `${formatRating(figures.average)}/5`, label: "Google Rating" },
          { value: String(figures.count), label: "Google Reviews" },
        ];
  return (
    <dl className={`mt-10 grid gap-4 text-center ${stats.length === 3 ? "grid-cols-3" : "grid-cols-2"}`}>
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse">
          <dt className="text-stone-700">{s.label}</dt>
          <dd className="font-display text-3xl font-bold text-maroon-800 md:text-4xl">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ReviewsSection() {
  const query = useQuery(reviewsQueryOptions());
  const data = query.data;
  return (
    <PageSection id="testimonials" title="What Our Guests Say" className="bg-saffron-50">
      <div aria-busy={query.isPending}>
        {data ? <FiguresLine figures={data.figures} /> : null}
        {data && data.reviews.length > 0 ? (
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {data.reviews.map((r) => (
              <li key={r.id}>
                <figure className="h-full rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                  <Stars rating={r.rating} />
                  {r.text ? <blockquote className="mt-3 text-stone-800">"{r.text}"</blockquote> : null}
                  <figcaption className="mt-4">
                    <span className="font-semibold text-maroon-800">{r.authorName}</span>
                    <span className="mt-1 flex items-center gap-1 text-sm text-stone-700">
                      <BadgeCheck className="h-4 w-4 text-green-700" aria-hidden="true" /> Verified order,{" "}
                      {formatMonth(r.month)}
                    </span>
                  </figcaption>
                  {r.reply ? (
                    <p className="mt-3 border-l-4 border-saffron-400 pl-3 text-sm text-stone-800">
                      <span className="font-semibold">Reply from the restaurant:</span> {r.reply}
                    </p>
                  ) : null}
                </figure>
              </li>
            ))}
          </ul>
        ) : null}
        {data ? <Stats figures={data.figures} /> : null}
      </div>
    </PageSection>
  );
}
