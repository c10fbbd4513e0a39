import { useState } from "react";
import type { Quote } from "../../../../shared/orders/place-order.schema";
import { Button } from "../../../components/ui/button";
import { FormField, inputClass } from "../../../components/ui/form-field";

/**
 * The diner's code: the order page re-asks the server's quote with it; the answer says whether it
 * applied and, when not, why (the engine's own reason).
 */
export function CouponForm({
  applied,
  quote,
  onApply,
}: {
  applied: string | null;
  quote: Quote | undefined;
  onApply: (code: string | null) => void;
}) {
  const [code, setCode] = useState(applied ?? "");
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(code.trim() ? code.trim().toUpperCase() : null);
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
      <Button type="submit" variant="secondary" disabled={!code.trim()}>
        Apply
      </Button>
      {applied && (
        <Button
          variant="ghost"
          onClick={() => {
            setCode("");
            onApply(null);
          }}
        >
          Remove
        </Button>
      )}
      <div aria-live="polite" className="w-full text-sm">
        {applied && quote?.couponCode === applied && (
          <p className="text-green-800">Coupon {applied} applied.</p>
        )}
        {applied && quote?.couponError && <p className="text-red-800">{quote.couponError}</p>}
      </div>
    </form>
  );
}
