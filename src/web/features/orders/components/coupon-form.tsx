import { useEffect, useRef } from "react";
import { keptForLaterText } from "@shared/offers/promotion-pricing";
import { CouponFormSchema, type Quote } from "@shared/orders/place-order.schema";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { useSchemaForm } from "@web/lib/use-schema-form";

const Field = InputField<{ code?: string | null }>;

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
  const form = useSchemaForm(CouponFormSchema, { code: applied ?? "" });
  const typed = form.watch("code")?.trim();
  const accepted = applied && quote?.couponCode === applied ? `Coupon ${applied} applied.` : null;
  const refused = applied ? (quote?.couponError ?? null) : null;
  const answer = useRef<HTMLDivElement>(null);
  // The answer is drawn where the code was typed: on a phone it fell below the fold, under the
  // keyboard (issue 33). Scrolled only as far as needed, and only when an answer arrives.
  useEffect(() => {
    if (accepted || refused) answer.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [accepted, refused]);
  return (
    <HookForm form={form} className="flex flex-wrap items-end gap-2" onValid={({ code }) => onApply(code)}>
      {/* The whole line on a phone, in even-width letters: any 20-character code shows in full (issue 21: "WELCOME1"). */}
      <Field
        name="code"
        label="Coupon code"
        className="basis-full sm:basis-auto sm:flex-1 [&_input]:font-mono [&_input]:uppercase"
        maxLength={20}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
      />
      <Button type="submit" variant="secondary" disabled={!typed}>
        Apply
      </Button>
      {applied && (
        <Button
          variant="ghost"
          onClick={() => {
            form.reset({ code: "" });
            onApply(null);
          }}
        >
          Remove
        </Button>
      )}
      <div ref={answer} aria-live="polite" className="w-full scroll-mb-24 text-sm">
        {accepted && <p className="text-green-800">{accepted}</p>}
        {refused && (
          <p className={quote?.couponBeatenByOffer ? "text-stone-800" : "text-red-800"}>{refused}</p>
        )}
        {applied && quote?.couponBeatenByOffer && (
          <p className="font-semibold text-stone-900" data-testid="code-kept">
            {keptForLaterText(applied)}
          </p>
        )}
      </div>
    </HookForm>
  );
}
