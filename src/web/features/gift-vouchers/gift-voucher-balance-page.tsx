import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { formatPence } from "@shared/money";
import { inputClass, labelClass } from "@web/components/ui/form-field";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDateInFull } from "@web/lib/format";
import { checkGiftVoucherBalance } from "./api/gift-voucher-requests";

/** /gift-vouchers/balance: what is left on a voucher, from its code alone (nothing else shown). */
export function GiftVoucherBalancePage() {
  const [code, setCode] = useState("");
  const check = useMutation({ mutationFn: checkGiftVoucherBalance });
  return (
    <section className="mx-auto max-w-md px-4 py-10">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Gift voucher balance</h1>
      <form
        method="dialog"
        aria-label="Check a voucher's balance"
        className="mt-6 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          check.mutate(code);
        }}
      >
        <label htmlFor="voucher-code" className={labelClass}>
          Voucher code
        </label>
        <input
          id="voucher-code"
          className={`${inputClass} font-mono uppercase`}
          autoComplete="off"
          placeholder="XXXX-XXXX-XXXX-XXXX"
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
        <button
          type="submit"
          disabled={check.isPending || code.trim() === ""}
          className="w-full rounded-lg bg-maroon-800 px-4 py-3 font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-500"
        >
          Check balance
        </button>
      </form>
      <div role="status" className="mt-4" data-testid="voucher-balance">
        {check.data && (
          <p>
            <strong>{formatPence(check.data.balancePence)}</strong> left, valid until{" "}
            {formatCalendarDateInFull(check.data.expiresOn)}.
          </p>
        )}
      </div>
      {check.isError && (
        <p role="alert" className="mt-2 text-red-800">
          {describeError(check.error)}
        </p>
      )}
    </section>
  );
}
