/** The diner's private review page (/review/:token, linked from the one review-request email). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { reviewInvitationQueryOptions, sendReviewByLink } from "./api/review-link";
import { Stars } from "./components/stars";
import { ReviewForm } from "./review-form";

export function ReviewPage() {
  const { token = "" } = useParams();
  const queryClient = useQueryClient();
  const invitation = useQuery(reviewInvitationQueryOptions(token));
  const send = useMutation({
    mutationFn: (review: { rating: number; text: string | null }) => sendReviewByLink(token, review),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: reviewInvitationQueryOptions(token).queryKey }),
  });
  const data = invitation.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Breadcrumb trail={["Your Review"]} />
      <h1 className="font-display text-3xl font-bold text-maroon-800">How was your order?</h1>
      {invitation.isPending && <Spinner label="Loading your order" />}
      {invitation.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {invitation.error instanceof ApiError && invitation.error.status < 500
            ? (invitation.error.serverMessage ?? "This review link is not valid.")
            : "We couldn't load your order. Please refresh the page."}
        </p>
      )}
      {data && (
        <section
          aria-labelledby="review-order-heading"
          className="space-y-4 rounded-2xl bg-cream p-6 ring-1 ring-stone-200"
        >
          <h2 id="review-order-heading" className="font-display text-xl font-bold text-maroon-800">
            Order {data.orderNumber}, collected {formatCalendarDate(data.collectionDate)}
          </h2>
          <p className="text-stone-800">{data.dishes.join(", ")}</p>
          {data.review ? (
            <div role="status" className="space-y-2">
              <p className="font-semibold text-green-900">
                Thank you, {data.firstName}! Your review has been sent to the restaurant.
              </p>
              <Stars rating={data.review.rating} />
              {data.review.text && <blockquote className="text-stone-800">"{data.review.text}"</blockquote>}
              <p className="text-sm text-stone-700">
                Staff read every review before it appears on the home page, marked "Verified order".
              </p>
            </div>
          ) : (
            <ReviewForm
              onSubmit={(review) => send.mutate(review)}
              pending={send.isPending}
              error={send.isError ? describeError(send.error) : null}
            />
          )}
        </section>
      )}
    </div>
  );
}
