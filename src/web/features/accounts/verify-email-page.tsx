import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2, TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { INVALID_VERIFICATION_LINK } from "@shared/accounts/email-verification.schema";
import { ReturnHomeLink } from "@web/components/layout/return-home-link";
import { Spinner } from "@web/components/ui/spinner";
import { describeError } from "@web/lib/api-client";
import { verifyEmail } from "./api/verify-email";

/**
 * /verify-email?token=...: the link mailed to an account's address (decision 0039). Following it
 * proves the mailbox, and the orders placed as a guest with that email join the account.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: verifyEmail,
    // The account's orders, points and totals changed.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
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
        <h1 className="mt-4 font-display text-2xl font-bold text-maroon-800">Confirm your email</h1>
        <div role="status" className="mt-2 text-stone-700" data-testid="verify-email-result">
          {request.isSuccess && <p>{request.data.message}</p>}
          {!token && <p>{INVALID_VERIFICATION_LINK}</p>}
          {request.isError && <p>{describeError(request.error)}</p>}
          {token && (request.isIdle || request.isPending) && <Spinner label="One moment" />}
        </div>
        {request.isSuccess && (
          <p className="mt-4">
            <Link to="/account" className="font-semibold text-maroon-800 underline underline-offset-2">
              See your account
            </Link>
          </p>
        )}
        <ReturnHomeLink />
      </div>
    </section>
  );
}
