import { useMutation } from "@tanstack/react-query";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { NEWSLETTER_BAD_LINK_MESSAGE } from "@shared/newsletter/newsletter.schema";
import { ReturnHomeLink } from "@web/components/layout/return-home-link";
import { Spinner } from "@web/components/ui/spinner";
import { describeError } from "@web/lib/api-client";
import { confirmNewsletter, unsubscribeNewsletter } from "./api/newsletter-requests";

function NewsletterLinkPage({
  title,
  act,
}: {
  title: string;
  act: (token: string) => Promise<{ message: string }>;
}) {
  const [params] = useSearchParams();
  const token = params.get("token");
  const request = useMutation({ mutationFn: act });
  const { mutate } = request;
  // Following the link is the request: it runs once the page is live in the browser.
  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);
  const failed = !token || request.isError;
  return (
    <section className="mx-auto flex max-w-md flex-col px-4 py-16">
      <div className="rounded-xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        {request.isSuccess ? (
          <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
        ) : failed ? (
          <TriangleAlert aria-hidden="true" className="mx-auto h-12 w-12 text-saffron-700" />
        ) : null}
        <h1 className="mt-4 font-display text-2xl font-bold text-maroon-800">{title}</h1>
        <div role="status" className="mt-2 text-stone-700">
          {request.isSuccess && <p>{request.data.message}</p>}
          {!token && <p>{NEWSLETTER_BAD_LINK_MESSAGE}</p>}
          {request.isError && <p>{describeError(request.error)}</p>}
          {token && (request.isIdle || request.isPending) && <Spinner label="One moment" />}
        </div>
        <ReturnHomeLink />
      </div>
    </section>
  );
}

/** /newsletter/confirm?token=...: the double opt-in's link. */
export function NewsletterConfirmPage() {
  return <NewsletterLinkPage title="Newsletter subscription" act={confirmNewsletter} />;
}

/** /newsletter/unsubscribe?token=...: the visible unsubscribe link in every newsletter. */
export function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage title="Unsubscribe from our newsletter" act={unsubscribeNewsletter} />;
}
