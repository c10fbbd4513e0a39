import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquareHeart } from "lucide-react";
import { useState } from "react";
import type { CustomerReviewableOrder } from "@shared/reviews/review.schema";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { apiRequest, describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { Stars } from "./components/stars";
import { ReviewForm } from "./review-form";

const REVIEWS_PATH = "/api/customer/reviews";

const STATUS_TEXT = {
  pending: "Sent; staff will read it soon",
  published: "Shown on our home page",
  hidden: "Read by staff, not shown publicly",
} as const;

/** The account page's list of collected orders, each with its review or a way to write one. */
export function AccountReviewsPanel({ customerId }: { customerId: number }) {
  const orders = useQuery({
    queryKey: [REVIEWS_PATH, customerId],
    queryFn: () => apiRequest<CustomerReviewableOrder[]>("GET", REVIEWS_PATH),
  });
  return (
    <section
      aria-labelledby="account-reviews-heading"
      className="rounded-xl border border-saffron-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="account-reviews-heading"
        className="flex items-center gap-2 font-display text-xl font-bold text-maroon-800"
      >
        <MessageSquareHeart className="h-5 w-5" aria-hidden="true" /> Your reviews
      </h2>
      <div className="mt-4">
        {orders.isPending ? (
          <Spinner label="Loading your collected orders" />
        ) : orders.isError ? (
          <p role="alert" className="text-sm text-red-700">
            This could not be loaded. Please refresh the page or sign in again.
          </p>
        ) : orders.data.length === 0 ? (
          <p className="text-stone-700">Once you collect an order, you can tell us how it was here.</p>
        ) : (
          <ul className="space-y-4">
            {orders.data.map((order) => (
              <ReviewableOrder key={order.orderId} order={order} customerId={customerId} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ReviewableOrder({ order, customerId }: { order: CustomerReviewableOrder; customerId: number }) {
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const send = useMutation({
    mutationFn: (review: { rating: number; text: string | null }) =>
      apiRequest("POST", `/api/customer/orders/${order.orderId}/review`, review),
    onSuccess: () => {
      setWriting(false);
      void queryClient.invalidateQueries({ queryKey: [REVIEWS_PATH, customerId] });
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
