import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquareHeart } from "lucide-react";
import { useState } from "react";
import type { CustomerReviewableOrder } from "@shared/reviews/review.schema";
import { Button } from "@web/components/ui/button";
import { QueryPanel } from "@web/features/accounts/account-panel";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDate } from "@web/lib/format";
import { reviewableOrdersKey, reviewableOrdersQueryOptions, sendReview } from "./api/customer-reviews";
import { Stars } from "./components/stars";
import { ReviewForm } from "./review-form";

const STATUS_TEXT = {
  pending: "Sent; staff will read it soon",
  published: "Shown on our home page",
  hidden: "Read by staff, not shown publicly",
} as const;

/** The account page's list of collected orders, each with its review or a way to write one. */
export function AccountReviewsPanel({ customerId }: { customerId: number }) {
  const orders = useQuery(reviewableOrdersQueryOptions(customerId));
  return (
    <QueryPanel
      title="Your reviews"
      icon={<MessageSquareHeart aria-hidden="true" />}
      headingId="account-reviews-heading"
      query={orders}
      loadingLabel="Loading your collected orders"
      empty="Once you collect an order, you can tell us how it was here."
    >
      {(orders) => (
        <ul className="space-y-4">
          {orders.map((order) => (
            <ReviewableOrder key={order.orderId} order={order} customerId={customerId} />
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}

function ReviewableOrder({ order, customerId }: { order: CustomerReviewableOrder; customerId: number }) {
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const send = useMutation({
    mutationFn: (review: { rating: number; text: string | null }) => sendReview(order.orderId, review),
    onSuccess: () => {
      setWriting(false);
      void queryClient.invalidateQueries({ queryKey: reviewableOrdersKey(customerId) });
    },
  });
  return (
    <li className="rounded-lg border border-stone-200 p-3">
      <p className="font-semibold text-stone-900">
        Order {order.orderNumber}, {formatCalendarDate(order.collectionDate)}
      </p>
      {order.review ? (
        <div className="mt-2 space-y-1">
          <Stars rating={order.review.rating} />
          {order.review.text && <p className="text-stone-800">"{order.review.text}"</p>}
          <p className="text-sm text-stone-700">{STATUS_TEXT[order.review.status]}</p>
        </div>
      ) : writing ? (
        <div className="mt-3">
          <ReviewForm
            onSubmit={(review) => send.mutate(review)}
            pending={send.isPending}
            error={send.isError ? describeError(send.error) : null}
          />
        </div>
      ) : (
        <Button variant="secondary" className="mt-2" onClick={() => setWriting(true)}>
          Review order {order.orderNumber}
        </Button>
      )}
    </li>
  );
}
