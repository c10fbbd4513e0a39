import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileDown } from "lucide-react";
import { useEffect, useState } from "react";
import { useParams } from "react-router";
import {
  CATERING_STATUS_LABELS,
  type CateringOrder,
  type CateringPayPart,
} from "@shared/catering/catering.schema";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { Loaded } from "@web/components/ui/loaded";
import { Spinner } from "@web/components/ui/spinner";
import { PayOnline } from "@web/features/payments/pay-online";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDateInFull, formatInstant } from "@web/lib/format";
import { toast } from "@web/lib/toast";
import { useHydrated } from "@web/lib/use-hydrated";
import {
  cateringRequestQueryOptions,
  createCateringPaymentIntent,
  createCateringPaypalOrder,
  downloadCateringInvoice,
  payCatering,
} from "./api/catering-requests";
import { cateringOfferQueryOptions } from "./api/get-catering-offer";
import { BillRow, CateringBill } from "./catering-bill";

/**
 * /catering/requests/:id#secret: the diner's request from the mail's link. The secret is in the
 * fragment (never sent to a server log), so the page reads it in the browser.
 */
export function CateringRequestPage() {
  const hydrated = useHydrated();
  const id = Number(useParams().id);
  // A later mail's link differs only in its fragment: the browser does not reload for it.
  const [token, setToken] = useState("");
  useEffect(() => {
    const read = () => setToken(window.location.hash.slice(1));
    read();
    window.addEventListener("hashchange", read);
    return () => window.removeEventListener("hashchange", read);
  }, []);
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Your catering request</h1>
      {!hydrated || (token === "" && window.location.hash.length > 1) ? (
        <Spinner label="Loading your request" />
      ) : !token || !Number.isInteger(id) ? (
        <p role="alert" className="mt-4">
          This link is not complete. Open the link in your email again.
        </p>
      ) : (
        <RequestDetails id={id} token={token} />
      )}
    </section>
  );
}

function RequestDetails({ id, token }: { id: number; token: string }) {
  const request = useQuery(cateringRequestQueryOptions(id, token));
  return (
    <Loaded query={request} what="your request">
      {(order) => <RequestView order={order} token={token} />}
    </Loaded>
  );
}

function RequestView({ order, token }: { order: CateringOrder; token: string }) {
  const invoice = useMutation({ mutationFn: () => downloadCateringInvoice(order, token) });
  return (
    <div className="mt-6 space-y-6">
      <div
        role="status"
        aria-label="Where your request stands"
        className="rounded-xl bg-white p-5 ring-1 ring-stone-200"
      >
        <p className="text-sm font-bold tracking-wider text-stone-700">{order.reference}</p>
        <p className="font-display text-xl font-bold text-maroon-800">
          {CATERING_STATUS_LABELS[order.status]}
        </p>
        <p className="mt-1">
          {order.guests} guests on {formatCalendarDateInFull(order.eventDate)} at {order.eventTime},{" "}
          {order.fulfilment === "delivery"
            ? `delivered to ${order.deliveryAddress}, ${order.deliveryPostcode}`
            : "collected from us"}
          .
        </p>
        {order.status === "requested" && (
          <p className="mt-2 text-stone-800">We will confirm it, or tell you why we cannot, by email.</p>
        )}
        {order.ownerMessage && (
          <blockquote className="mt-3 border-l-4 border-saffron-400 pl-3 whitespace-pre-line">
            {order.ownerMessage}
          </blockquote>
        )}
      </div>

      <section aria-label="What you ordered" className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
        <CateringBill bill={order} unitPrices>
          {order.payments.map((p) => (
            <BillRow
              key={p.paidAt}
              label={`Paid${p.kind === "deposit" ? " (deposit)" : ""} on ${formatInstant(p.paidAt, "dateTime")}`}
              pence={-p.amountPence}
              className="text-sm"
            />
          ))}
          {order.paidPence > 0 && (
            <BillRow
              label="Left to pay"
              pence={order.totalPence - order.paidPence}
              className="font-semibold"
            />
          )}
        </CateringBill>
      </section>

      {order.dueNow && <PayCatering order={order} due={order.dueNow} token={token} />}
      {order.status === "confirmed" && order.paidPence >= order.totalPence && (
        <p role="status" className="rounded-xl border border-green-700 bg-green-50 p-4 font-semibold">
          Paid in full. Thank you.
        </p>
      )}
      {order.status === "confirmed" && (
        <div>
          <Button
            type="button"
            variant="secondary"
            onClick={() => invoice.mutate()}
            disabled={invoice.isPending}
          >
            <FileDown aria-hidden="true" className="h-4 w-4" /> Download the invoice (PDF)
          </Button>
          {invoice.isError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {describeError(invoice.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The deposit or the whole, then the rest: by card or PayPal, or the demo's simulated payment. */
function PayCatering({
  order,
  due,
  token,
}: {
  order: CateringOrder;
  due: NonNullable<CateringOrder["dueNow"]>;
  token: string;
}) {
  const queryClient = useQueryClient();
  const offer = useQuery(cateringOfferQueryOptions());
  const [part, setPart] = useState<CateringPayPart>("deposit");
  const amountPence = part === "deposit" ? due.depositPence : due.fullPence;
  const paid = (updated: CateringOrder) => {
    queryClient.setQueryData(cateringRequestQueryOptions(order.id, token).queryKey, updated);
  };
  const simulated = useMutation({
    mutationFn: () => payCatering(order.id, token, { paymentMethod: "test", part }),
    onSuccess: (updated) => {
      toast.success("Payment Successful!", {
        description: `Thank you! ${formatPence(amountPence)} has been paid.`,
      });
      paid(updated);
    },
  });
  if (!offer.data) return <Spinner label="Loading payment" />;
  const { testMode, stripePublishableKey, paypalClientId } = offer.data.payment;
  const online = !testMode && (stripePublishableKey !== null || paypalClientId !== null);
  const split = due.depositPence < due.fullPence;
  return (
    <section aria-labelledby="catering-pay-heading" className="rounded-xl bg-white p-5 ring-1 ring-stone-200">
      <h2 id="catering-pay-heading" className="font-display text-xl font-bold text-maroon-800">
        {order.paidPence > 0 ? "Pay the balance" : "Pay to hold the day"}
      </h2>
      {split && (
        <fieldset className="mt-3 flex flex-wrap gap-3">
          <legend className="sr-only">How much to pay now</legend>
          <label className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
            <input
              type="radio"
              name="catering-part"
              checked={part === "deposit"}
              onChange={() => setPart("deposit")}
            />
            Deposit {formatPence(due.depositPence)}
          </label>
          <label className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
            <input
              type="radio"
              name="catering-part"
              checked={part === "full"}
              onChange={() => setPart("full")}
            />
            All of it {formatPence(due.fullPence)}
          </label>
        </fieldset>
      )}
      {online ? (
        <PayOnline
          key={part}
          label="Pay for the catering"
          cardKey={stripePublishableKey}
          paypalClientId={paypalClientId}
          onPaid={paid}
          payment={{
            key: `catering-${order.id}-${order.paidPence}-${part}`,
            amountPence,
            createIntent: () => createCateringPaymentIntent(order.id, token, part),
            createPaypalOrder: () => createCateringPaypalOrder(order.id, token, part),
            confirm: (payment) => payCatering(order.id, token, payment),
          }}
        />
      ) : testMode ? (
        <div className="mt-4">
          <Button type="button" onClick={() => simulated.mutate()} disabled={simulated.isPending}>
            {simulated.isPending ? "Paying..." : `Pay ${formatPence(amountPence)} (simulated payment)`}
          </Button>
          {simulated.isError && (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {describeError(simulated.error)}
            </p>
          )}
        </div>
      ) : (
        <p role="note" className="mt-3">
          Online payment is not set up on this site: we will tell you how to pay.
        </p>
      )}
    </section>
  );
}
