import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { ReviewModeration, StaffReview } from "@shared/reviews/review.schema";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { FormField } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { formatInstant, formatMonth, formatRating } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { moderateReview, STAFF_REVIEWS_KEY, staffReviewsQueryOptions } from "./api/staff-reviews";
import { Stars } from "./components/stars";

const STATUS_LABEL = { pending: "Waiting for you", published: "Published", hidden: "Hidden" } as const;

/**
 * Staff read every review, publish or hide it and reply (decision 0030). The figures here count
 * every review, hidden and waiting ones too: the owner's own view, not the home page's.
 */
export function ReviewsTab() {
  const query = useQuery(staffReviewsQueryOptions());
  const figures = query.data?.figures;
  return (
    <div>
      <h2 className="mb-2 text-xl font-bold text-maroon-800">Reviews</h2>
      {figures && figures.count > 0 && (
        <p className="mb-4 text-stone-800">
          All reviews: {formatRating(figures.average ?? 0)} out of 5 from {figures.count} (
          {figures.shareFourOrFive}% with 4 or 5 stars) · {figures.published} published, {figures.hidden}{" "}
          hidden, {figures.pending} waiting
        </p>
      )}
      <Loaded
        query={query}
        what="reviews"
        empty="No reviews yet. Diners who ask at checkout are emailed a link once their order is collected."
        isEmpty={(data) => data.reviews.length === 0}
      >
        {(data) => (
          <div className="space-y-3">
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
        )}
      </Loaded>
    </div>
  );
}

function ReviewCard({ review }: { review: StaffReview }) {
  const [reply, setReply] = useState(review.reply ?? "");
  const change = useAdminMutation({
    mutationFn: (body: ReviewModeration) => moderateReview(review.id, body),
    success: "Review updated",
    failure: "Failed to update review",
    invalidate: [STAFF_REVIEWS_KEY],
  });
  return (
    <Card className={review.status === "pending" ? "border-l-4 border-l-maroon-800" : ""}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-stone-900">
            {review.authorName} · order {review.orderNumber} ·{" "}
            <span className="font-bold text-maroon-800">{STATUS_LABEL[review.status]}</span>
          </h3>
          <p className="text-sm text-stone-700">
            Verified order, {formatMonth(review.month)} · written {formatInstant(review.createdAt)}
          </p>
        </div>
        <div className="flex gap-2">
          {review.status !== "published" && (
            <Button size="sm" onClick={() => change.mutate({ status: "published" })}>
              Publish
            </Button>
          )}
          {review.status !== "hidden" && (
            <Button size="sm" variant="ghost" onClick={() => change.mutate({ status: "hidden" })}>
              Hide
            </Button>
          )}
        </div>
      </div>
      <div className="mt-2">
        <Stars rating={review.rating} />
      </div>
      {review.text && <p className="mt-2 whitespace-pre-wrap text-stone-900">{review.text}</p>}
      <form
        className="mt-3 space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate({ reply: reply.trim() ? reply : null });
        }}
      >
        <FormField
          label={`Reply to ${review.authorName}`}
          optional
          hint="Shown under the review when published"
        >
          <textarea rows={2} maxLength={1000} value={reply} onChange={(e) => setReply(e.target.value)} />
        </FormField>
        <Button size="sm" variant="secondary" type="submit" disabled={change.isPending}>
          Save reply
        </Button>
      </form>
    </Card>
  );
}
