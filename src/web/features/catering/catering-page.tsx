import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { UtensilsCrossed } from "lucide-react";
import { useEffect } from "react";
import type { FieldError } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import {
  CATERING_PRICING_LABELS,
  type CateringOffer,
  type CateringQuote,
} from "@shared/catering/catering.schema";
import { formatPence } from "@shared/money";
import { HookForm, InputField, inputClass, labelClass } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDateInFull } from "@web/lib/format";
import { useDebounced } from "@web/lib/use-debounced";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { quoteCatering, sendCateringRequest } from "./api/catering-requests";
import { cateringOfferQueryOptions } from "./api/get-catering-offer";
import { BillRow, CateringBill } from "./catering-bill";
import { CateringFormSchema, type CateringFormValues, toQuoteRequest } from "./catering-form.schema";

const Field = InputField<CateringFormValues>;

/** /catering: a catering order for a day the owner's lead time allows (issue 39 item 3). */
export function CateringPage() {
  const offer = useQuery(cateringOfferQueryOptions());
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="flex items-center gap-2 font-display text-3xl font-bold text-maroon-800">
        <UtensilsCrossed aria-hidden="true" className="h-7 w-7" /> Catering order
      </h1>
      <Loaded query={offer} what="the catering menu">
        {(o) =>
          o.enabled && o.items.length > 0 ? (
            <CateringForm offer={o} />
          ) : (
            <p className="mt-4">
              We are not taking catering orders online at the moment.{" "}
              <Link to="/#contact" className="font-semibold text-maroon-800 underline">
                Send us a message
              </Link>{" "}
              and we will quote for your event.
            </p>
          )
        }
      </Loaded>
    </section>
  );
}

function CateringForm({ offer }: { offer: CateringOffer }) {
  const navigate = useNavigate();
  const form = useSchemaForm(CateringFormSchema, {
    eventDate: offer.earliestDate,
    eventTime: "12:00",
    guests: "",
    fulfilment: "collection",
    quantities: Object.fromEntries(offer.items.map((i) => [String(i.id), ""])),
    couponCode: "",
    contactName: "",
    companyName: "",
    email: "",
    phone: "",
    billingAddress: "",
    deliveryAddress: "",
    deliveryPostcode: "",
    notes: "",
  });
  const values = form.watch();
  const quoteRequest = useDebounced(JSON.stringify(toQuoteRequest(values)), 400);
  // Not getQueryOptions: the quote is a POST of the request.
  const quote = useQuery({
    queryKey: ["/api/catering/quote", quoteRequest],
    queryFn: () => quoteCatering(JSON.parse(quoteRequest)),
    enabled: quoteRequest !== "null",
    placeholderData: keepPreviousData,
    retry: false,
  });
  const send = useMutation({
    mutationFn: sendCateringRequest,
    onSuccess: (created) => navigate(`/catering/requests/${created.id}#${created.token}`),
  });
  // A refusal answers what was sent: once the diner changes the order, it no longer stands.
  const { reset: clearRefusal } = send;
  useEffect(() => {
    const watching = form.watch(() => clearRefusal());
    return () => watching.unsubscribe();
  }, [form, clearRefusal]);
  // The dishes' rule ("choose at least one") lands on the quantities as a whole, not on one dish.
  const linesError = (form.formState.errors.quantities as FieldError | undefined)?.message;
  return (
    <HookForm
      form={form}
      aria-label="Catering order"
      className="mt-6 space-y-8"
      onValid={(body) => send.mutate(body)}
    >
      <p className="text-stone-800">
        Tell us about your event at least {offer.leadTimeHours} hours ahead.
        {offer.minimumPence > 0 && ` Catering orders start at ${formatPence(offer.minimumPence)}.`} Once we
        confirm, a deposit of {offer.depositPercent}% holds the day.
      </p>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-display text-xl font-bold text-maroon-800">Your event</legend>
        <Field
          name="eventDate"
          label="Date"
          type="date"
          required
          min={offer.earliestDate}
          hint={`From ${formatCalendarDateInFull(offer.earliestDate)}`}
        />
        <Field name="eventTime" label="Time" type="time" required step={900} />
        <Field name="guests" label="Number of guests" inputMode="numeric" required maxLength={4} />
        <div className="sm:col-span-3">
          <span className={labelClass}>Collection or delivery</span>
          <div className="mt-2 flex flex-wrap gap-3">
            <label className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
              <input type="radio" value="collection" {...form.register("fulfilment")} /> Collect from us
            </label>
            {offer.deliveryOffered && (
              <label className="flex items-center gap-2 rounded-lg border border-stone-300 px-3 py-2">
                <input type="radio" value="delivery" {...form.register("fulfilment")} /> Deliver to us
                {offer.deliveryChargePence > 0 ? ` (${formatPence(offer.deliveryChargePence)})` : " (free)"}
              </label>
            )}
          </div>
        </div>
        {values.fulfilment === "delivery" && (
          <>
            <div className="sm:col-span-2">
              <label htmlFor="catering-delivery-address" className={labelClass}>
                Delivery address
              </label>
              <textarea
                id="catering-delivery-address"
                className={inputClass}
                rows={2}
                maxLength={200}
                autoComplete="street-address"
                {...form.register("deliveryAddress")}
              />
            </div>
            <Field name="deliveryPostcode" label="Postcode" autoComplete="postal-code" maxLength={10} />
          </>
        )}
      </fieldset>

      <fieldset aria-describedby={linesError ? "catering-lines-error" : undefined}>
        <legend className="mb-2 font-display text-xl font-bold text-maroon-800">The food</legend>
        <ul className="space-y-3">
          {offer.items.map((item) => (
            <li
              key={item.id}
              className="grid gap-2 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-[1fr_9rem]"
            >
              <div>
                <p className="font-semibold">{item.name}</p>
                {item.description && <p className="text-sm text-stone-700">{item.description}</p>}
                <p className="text-sm font-semibold text-maroon-800">
                  {formatPence(item.pricePence)} {CATERING_PRICING_LABELS[item.pricing].toLowerCase()}
                  {item.pricing === "tray" && item.serves !== null && ` (serves ${item.serves})`}
                </p>
              </div>
              <Field
                name={`quantities.${item.id}`}
                label={item.pricing === "per_head" ? "Guests having it" : "Trays"}
                inputMode="numeric"
                maxLength={4}
              />
            </li>
          ))}
        </ul>
        {linesError && (
          <p id="catering-lines-error" role="alert" className="mt-2 text-sm text-red-800">
            {linesError}
          </p>
        )}
      </fieldset>

      <QuoteSummary
        quote={quote.data ?? null}
        error={quote.isError ? describeError(quote.error) : null}
        guests={Number(values.guests) || 0}
        code={values.couponCode.trim()}
        pending={quote.isFetching}
      />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-display text-xl font-bold text-maroon-800">Your details</legend>
        <Field name="contactName" label="Your name" required autoComplete="name" maxLength={100} />
        <Field name="companyName" label="Company" optional autoComplete="organization" maxLength={160} />
        <Field name="email" label="Email" type="email" required autoComplete="email" maxLength={255} />
        <Field name="phone" label="Phone" type="tel" required autoComplete="tel" maxLength={20} />
        <div className="sm:col-span-2">
          <label htmlFor="catering-billing" className={labelClass}>
            Address for the invoice (optional)
          </label>
          <textarea
            id="catering-billing"
            className={inputClass}
            rows={2}
            maxLength={300}
            {...form.register("billingAddress")}
          />
        </div>
        <Field name="couponCode" label="Offer code" optional autoComplete="off" maxLength={40} />
        <div className="sm:col-span-2">
          <label htmlFor="catering-notes" className={labelClass}>
            Notes: allergies, dietary needs, set-up (optional)
          </label>
          <textarea
            id="catering-notes"
            className={inputClass}
            rows={3}
            maxLength={1000}
            {...form.register("notes")}
          />
        </div>
      </fieldset>

      <button
        type="submit"
        disabled={send.isPending}
        className="w-full rounded-lg bg-maroon-800 px-4 py-3 font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-500"
      >
        {send.isPending ? "Sending..." : "Send catering request"}
      </button>
      <p className="text-sm text-stone-700">
        Nothing is paid yet: we confirm your request by email, then you pay the deposit online.
      </p>
      {send.isError && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(send.error)}
        </p>
      )}
    </HookForm>
  );
}

/** The server's price for what is chosen so far, with what still stands in the way. */
function QuoteSummary({
  quote,
  error,
  guests,
  code,
  pending,
}: {
  quote: CateringQuote | null;
  error: string | null;
  guests: number;
  /** The code as typed: a refused one is not on the quote. */
  code: string;
  pending: boolean;
}) {
  if (error) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        {error}
      </p>
    );
  }
  if (!quote) {
    return <p className="text-stone-700">Choose the food to see the price.</p>;
  }
  return (
    <section
      aria-label="Your price"
      aria-busy={pending}
      className="rounded-xl bg-white p-5 ring-1 ring-stone-200"
    >
      <h2 className="font-display text-xl font-bold text-maroon-800">Your price</h2>
      <div className="mt-3">
        <CateringBill bill={quote}>
          <BillRow label="Deposit once confirmed" pence={quote.depositPence} className="text-sm" />
        </CateringBill>
      </div>
      {quote.couponError && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          Code {code.toUpperCase()}: {quote.couponError}
        </p>
      )}
      {quote.belowMinimumPence > 0 && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-800">
          Catering orders start at {formatPence(quote.subtotalPence + quote.belowMinimumPence)}: add{" "}
          {formatPence(quote.belowMinimumPence)} more.
        </p>
      )}
      {guests > 0 && quote.headsCovered < guests && (
        <p className="mt-3 text-sm text-stone-800">
          The food chosen serves about {quote.headsCovered} of your {guests} guests.
        </p>
      )}
    </section>
  );
}
