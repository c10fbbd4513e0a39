import { useMutation, useQuery } from "@tanstack/react-query";
import { Gift } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import type { GiftVoucherOffer, GiftVoucherPurchase } from "@shared/gift-vouchers/gift-vouchers.schema";
import { formatPence } from "@shared/money";
import { HookForm, InputField, inputClass, labelClass } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { PayOnline } from "@web/features/payments/pay-online";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDateInFull } from "@web/lib/format";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  buyGiftVoucher,
  createGiftVoucherPaymentIntent,
  createGiftVoucherPaypalOrder,
  giftVoucherOfferQueryOptions,
  payGiftVoucher,
  payGiftVoucherInTestMode,
} from "./api/gift-voucher-requests";
import { BuyGiftVoucherFormSchema, type BuyGiftVoucherFormValues } from "./gift-voucher-form.schema";

const Field = InputField<BuyGiftVoucherFormValues>;

/** /gift-vouchers: buy a voucher for someone, mailed on the day chosen (issue 38). */
export function GiftVouchersPage() {
  const offer = useQuery(giftVoucherOfferQueryOptions());
  return (
    <section className="mx-auto max-w-xl px-4 py-10">
      <h1 className="flex items-center gap-2 font-display text-3xl font-bold text-maroon-800">
        <Gift aria-hidden="true" className="h-7 w-7" /> Gift vouchers
      </h1>
      {offer.isPending && <Spinner label="Loading" />}
      {offer.isError && <p role="alert">{describeError(offer.error)}</p>}
      {offer.data && !offer.data.enabled && (
        <p className="mt-4">Gift vouchers are not on sale at the moment.</p>
      )}
      {offer.data?.enabled && <BuyForm offer={offer.data} />}
      <p className="mt-6 text-sm">
        Have a voucher?{" "}
        <Link to="/gift-vouchers/balance" className="font-semibold text-maroon-800 underline">
          Check its balance
        </Link>
      </p>
    </section>
  );
}

function BuyForm({ offer }: { offer: GiftVoucherOffer }) {
  const first = offer.presetAmountsPence[0];
  const form = useSchemaForm(BuyGiftVoucherFormSchema, {
    amountChoice: first === undefined ? "custom" : String(first),
    customPounds: "",
    buyerName: "",
    buyerEmail: "",
    recipientName: "",
    recipientEmail: "",
    message: "",
    sendOn: offer.today,
  });
  const [done, setDone] = useState<GiftVoucherPurchase | null>(null);
  // With card or PayPal payments the voucher is made first, then paid in the provider's form; the
  // server issues it only once the provider says it is paid (demo mode pays it with the simulated
  // payment).
  const cardKey = offer.testMode ? null : offer.stripePublishableKey;
  const paypalClientId = offer.testMode ? null : offer.paypalClientId;
  const online = cardKey !== null || paypalClientId !== null;
  const [toPay, setToPay] = useState<{ id: number; token: string; amountPence: number } | null>(null);
  const buy = useMutation({
    mutationFn: async (values: Parameters<typeof buyGiftVoucher>[0]) => {
      const created = await buyGiftVoucher(values);
      if (online) {
        setToPay(created);
        return null;
      }
      return payGiftVoucherInTestMode(created.id, created.token);
    },
    onSuccess: (paid) => {
      if (paid) setDone(paid);
    },
  });
  const choice = form.watch("amountChoice");
  if (done) {
    return (
      <div role="status" className="mt-6 rounded-xl border border-green-700 bg-green-50 p-4">
        <p className="font-semibold">Thank you: your {formatPence(done.amountPence)} voucher is paid.</p>
        <p>
          We will email it to {done.recipientName} on {formatCalendarDateInFull(done.sendOn)}. It is valid
          until {formatCalendarDateInFull(done.expiresOn)}.
        </p>
      </div>
    );
  }
  if (toPay && online) {
    return (
      <PayOnline
        label="Pay for the gift voucher"
        cardKey={cardKey}
        paypalClientId={paypalClientId}
        onPaid={setDone}
        payment={{
          key: `gift-voucher-${toPay.id}`,
          amountPence: toPay.amountPence,
          createIntent: () => createGiftVoucherPaymentIntent(toPay.id, toPay.token),
          createPaypalOrder: () => createGiftVoucherPaypalOrder(toPay.id, toPay.token),
          confirm: (payment) => payGiftVoucher(toPay.id, toPay.token, payment),
        }}
      />
    );
  }
  const payable = offer.testMode || online;
  return (
    <HookForm
      form={form}
      aria-label="Buy a gift voucher"
      onValid={(values) => buy.mutate(values)}
      className="mt-6 space-y-4"
    >
      <fieldset>
        <legend className={labelClass}>Amount</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {offer.presetAmountsPence.map((p) => (
            <label key={p} className="flex items-center gap-1 rounded-lg border border-stone-300 px-3 py-2">
              <input type="radio" value={String(p)} {...form.register("amountChoice")} /> {formatPence(p)}
            </label>
          ))}
          <label className="flex items-center gap-1 rounded-lg border border-stone-300 px-3 py-2">
            <input type="radio" value="custom" {...form.register("amountChoice")} /> Another amount
          </label>
        </div>
      </fieldset>
      {choice === "custom" && (
        <Field
          name="customPounds"
          label="Amount (£)"
          inputMode="decimal"
          hint={`Between ${formatPence(offer.minPence)} and ${formatPence(offer.maxPence)}, in whole pounds`}
        />
      )}
      <Field name="recipientName" label="Recipient's name" required maxLength={100} />
      <Field name="recipientEmail" label="Recipient's email" required type="email" maxLength={255} />
      <div>
        <label htmlFor="voucher-message" className={labelClass}>
          Message (optional)
        </label>
        <textarea
          id="voucher-message"
          className={inputClass}
          maxLength={500}
          rows={3}
          {...form.register("message")}
        />
      </div>
      <Field name="sendOn" label="Send it on" required type="date" min={offer.today} />
      <Field name="buyerName" label="Your name" required autoComplete="name" maxLength={100} />
      <Field
        name="buyerEmail"
        label="Your email (for the receipt)"
        required
        type="email"
        autoComplete="email"
        maxLength={255}
      />
      <p className="text-sm text-stone-700">
        Valid for {offer.validityMonths} months from today. Spend it online or in the restaurant.
      </p>
      {payable ? (
        <button
          type="submit"
          disabled={buy.isPending}
          className="w-full rounded-lg bg-maroon-800 px-4 py-3 font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-500"
        >
          {buy.isPending ? "Please wait..." : online ? "Continue to payment" : "Pay (simulated payment)"}
        </button>
      ) : (
        <p role="note">
          Gift vouchers can be bought in the restaurant. Online payment is not set up on this site.
        </p>
      )}
      {buy.isError && (
        <p role="alert" className="text-sm text-red-800">
          {describeError(buy.error)}
        </p>
      )}
    </HookForm>
  );
}
