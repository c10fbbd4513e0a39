import { useMutation, useQuery } from "@tanstack/react-query";
import { Mail } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { describeError } from "@web/lib/api-client";
import { guestOrdersQueryOptions, sendEmailVerification } from "../api/verify-email";

/**
 * Orders placed as a guest with the account's email, waiting for the email to be proven: how many,
 * and a button that mails the link again (decision 0039). Nothing when none wait.
 */
export function GuestOrdersNotice() {
  const waiting = useQuery(guestOrdersQueryOptions());
  const send = useMutation({ mutationFn: sendEmailVerification });
  const n = waiting.data?.waiting ?? 0;
  if (n === 0) return null;
  return (
    <div
      className="mt-6 rounded-lg bg-saffron-50 p-4 text-stone-900 ring-1 ring-saffron-200"
      data-testid="guest-orders-notice"
    >
      <p className="flex items-start gap-2">
        <Mail className="mt-0.5 h-5 w-5 shrink-0 text-maroon-800" aria-hidden="true" />
        <span>
          You placed {n} order{n === 1 ? "" : "s"} with this email without signing in. Open the link we
          emailed you to add {n === 1 ? "it" : "them"}, and the points of every paid one, to your account.
        </span>
      </p>
      <Button
        size="sm"
        variant="secondary"
        className="mt-3"
        disabled={send.isPending}
        onClick={() => send.mutate()}
      >
        Email me the link again
      </Button>
      <p role="status" className="mt-2 text-sm">
        {send.isSuccess && send.data.message}
        {send.isError && describeError(send.error)}
      </p>
    </div>
  );
}
