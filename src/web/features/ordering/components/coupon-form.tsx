import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { Quote } from "../../../../shared/orders/place-order.schema";
import { Button } from "../../../components/ui/button";
import { FormField, inputClass } from "../../../components/ui/form-field";
import { quoteOrder } from "../api/quote-order";

type QuoteItems = Parameters<typeof quoteOrder>[0]["items"];

/** Asks the server to price the cart with a coupon; the server's quote is the one shown and charged. */
export function CouponForm({
  items,
  quote,
  onQuote,
}: {
  items: QuoteItems;
  quote: Quote | null;
  onQuote: (quote: Quote | null) => void;
}) {
  const [code, setCode] = useState("");
  const apply = useMutation({
    mutationFn: (couponCode: string) => quoteOrder({ items, couponCode }),
    onSuccess: onQuote,
    onError: () => onQuote(null),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim()) apply.mutate(code.trim());
      }}
    >
      <FormField label="Coupon code" className="flex-1">
        <input
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          maxLength={20}
          className={`${inputClass} uppercase`}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={apply.isPending || !code.trim()}>
        Apply
      </Button>
      <div aria-live="polite" className="w-full text-sm">
        {apply.isError && <p className="text-red-800">We couldn't check that code. Please try again.</p>}
        {quote?.couponCode && <p className="text-green-800">Coupon {quote.couponCode} applied.</p>}
        {quote?.couponError && <p className="text-red-800">{quote.couponError}</p>}
      </div>
    </form>
  );
}
