import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { describeError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import {
  customerNewsletterQueryKey,
  customerNewsletterQueryOptions,
  setCustomerNewsletter,
} from "./api/newsletter-requests";

/** In the customer's account: whether newsletters reach them, and a switch to change it. */
export function NewsletterPreference() {
  const queryClient = useQueryClient();
  const state = useQuery(customerNewsletterQueryOptions());
  const change = useMutation({
    mutationFn: setCustomerNewsletter,
    onSuccess: (data) => {
      queryClient.setQueryData(customerNewsletterQueryKey, data);
      toast.success(
        data.subscribed
          ? "You are subscribed."
          : data.pending
            ? "Please confirm with the link we have emailed you."
            : "You are unsubscribed from our newsletter.",
      );
    },
    onError: (error) =>
      toast.error("Could not change your newsletter choice", { description: describeError(error) }),
  });
  if (!state.data) return null;
  const { subscribed, pending } = state.data;
  return (
    <section
      aria-labelledby="newsletter-preference"
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="newsletter-preference" className="font-display text-xl font-bold text-maroon-800">
        Newsletter
      </h2>
      <p className="mt-2 text-stone-700">
        {subscribed
          ? "You receive our newsletter: news from our kitchen and our offers."
          : pending
            ? "We have emailed you a link: follow it to confirm your subscription."
            : "You do not receive our newsletter."}
      </p>
      <button
        type="button"
        disabled={change.isPending}
        onClick={() => change.mutate(!(subscribed || pending))}
        className="mt-3 rounded-lg bg-maroon-800 px-4 py-2 font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-500"
      >
        {subscribed || pending ? "Unsubscribe" : "Subscribe to the newsletter"}
      </button>
    </section>
  );
}
