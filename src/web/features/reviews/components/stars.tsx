import { Star } from "lucide-react";

/** A review's stars, read out as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex text-saffron-700" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`h-5 w-5 ${n <= rating ? "fill-current" : "text-stone-400"}`}
          aria-hidden="true"
        />
      ))}
    </span>
  );
}
