/**
 * The diner's Collection or Delivery choice at checkout (issue 35 item 2). Shown only when the
 * owner offers delivery online; the postcode is checked against the zones (the server's sentence:
 * "We deliver to NN3 for £2.50, minimum £15, free over £30" or "Sorry, we don't deliver to MK9 -
 * collection is available"), and the server prices the fee again when the order is placed.
 */
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { DeliveryCheck } from "@shared/delivery/delivery.schema";
import {
  type DeliveryAddressInput,
  DeliveryAddressSchema,
  type Fulfilment,
} from "@shared/delivery/delivery-order.schema";
import { formatPence } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { useCustomer } from "@web/features/accounts/customer-context";
import { checkDelivery } from "./api/check-delivery";
import { publicDeliveryQueryOptions } from "./api/get-public-delivery";
import { savedDeliveryAddressQueryOptions } from "./api/get-saved-delivery-address";

export interface DeliveryChoice {
  offered: boolean;
  fulfilment: Fulfilment;
  setFulfilment: (f: Fulfilment) => void;
  values: DeliveryAddressInput;
  setValues: (v: DeliveryAddressInput) => void;
  check: DeliveryCheck | null;
  setCheck: (c: DeliveryCheck | null) => void;
  /** The fee the check quoted (the server prices it again), 0 for collection. */
  feePence: number;
  /** What the order sends: null for collection. */
  request: () => { ok: true; delivery: DeliveryAddressInput | null } | { ok: false; message: string };
}

export function useDeliveryChoice(): DeliveryChoice {
  const zones = useQuery(publicDeliveryQueryOptions());
  const { isLoggedIn } = useCustomer();
  const saved = useQuery(savedDeliveryAddressQueryOptions(isLoggedIn && (zones.data?.offered ?? false)));
  const [fulfilment, setFulfilment] = useState<Fulfilment>("collection");
  const [values, setValues] = useState<DeliveryAddressInput>({
    address: "",
    postcode: "",
    notes: "",
    payOnDelivery: false,
  });
  // A member's address from their last delivery fills the empty fields once (issue 35 item 2);
  // what the diner has typed is never replaced.
  const savedAddress = saved.data?.address ?? null;
  const savedPostcode = saved.data?.postcode ?? null;
  useEffect(() => {
    if (!savedAddress && !savedPostcode) return;
    setValues((v) =>
      v.address || v.postcode ? v : { ...v, address: savedAddress ?? "", postcode: savedPostcode ?? "" },
    );
  }, [savedAddress, savedPostcode]);
  const [check, setCheck] = useState<DeliveryCheck | null>(null);
  const delivering = fulfilment === "delivery";
  return {
    offered: zones.data?.offered ?? false,
    fulfilment,
    setFulfilment,
    values,
    setValues,
    check,
    setCheck,
    feePence: delivering && check?.delivers ? (check.feePence ?? 0) : 0,
    request: () => {
      if (!delivering) return { ok: true, delivery: null };
      const parsed = DeliveryAddressSchema.safeParse(values);
      if (!parsed.success)
        return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the address" };
      return { ok: true, delivery: values };
    },
  };
}

export function DeliveryFields({
  choice,
  basketPence,
  laterDate = null,
}: {
  choice: DeliveryChoice;
  basketPence: number;
  /** A later day chosen (order ahead): the check asks about that day's delivery. */
  laterDate?: string | null;
}) {
  const [checking, setChecking] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);
  // A check answered for another day no longer stands: the diner checks again for the day chosen.
  const { setCheck } = choice;
  const checkedFor = useRef(laterDate);
  useEffect(() => {
    if (checkedFor.current === laterDate) return;
    checkedFor.current = laterDate;
    setCheck(null);
  }, [laterDate, setCheck]);
  if (!choice.offered) return null;
  const { values, setValues } = choice;
  const runCheck = async () => {
    setChecking(true);
    setCheckError(null);
    try {
      choice.setCheck(await checkDelivery(values.postcode, basketPence, laterDate));
    } catch (error) {
      choice.setCheck(null);
      setCheckError(error instanceof Error ? error.message : "We couldn't check that postcode");
    } finally {
      setChecking(false);
    }
  };
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">Collection or Delivery</legend>
      <div className="flex gap-4">
        {(["collection", "delivery"] as const).map((f) => (
          <label key={f} className="flex items-center gap-2">
            <input
              type="radio"
              name="fulfilment"
              value={f}
              checked={choice.fulfilment === f}
              onChange={() => choice.setFulfilment(f)}
            />
            {f === "collection" ? "Collection" : "Delivery"}
          </label>
        ))}
      </div>
      {choice.fulfilment === "delivery" && (
        <div className="space-y-3">
          <FormField label="Delivery Address" required>
            <textarea
              rows={2}
              autoComplete="street-address"
              value={values.address}
              onChange={(e) => setValues({ ...values, address: e.target.value })}
            />
          </FormField>
          <FormField label="Postcode" required error={checkError ?? undefined}>
            <input
              autoComplete="postal-code"
              value={values.postcode}
              onChange={(e) => {
                setValues({ ...values, postcode: e.target.value });
                choice.setCheck(null);
              }}
              onBlur={() => values.postcode.trim() && void runCheck()}
            />
          </FormField>
          <Button
            variant="ghost"
            onClick={() => void runCheck()}
            disabled={checking || !values.postcode.trim()}
          >
            Check postcode
          </Button>
          {choice.check && (
            <p role="status" className={choice.check.delivers ? "text-green-900" : "text-red-900"}>
              {choice.check.message}
              {choice.check.delivers && (choice.check.shortfallPence ?? 0) > 0
                ? `. Add ${formatPence(choice.check.shortfallPence ?? 0)} more for delivery.`
                : ""}
            </p>
          )}
          <FormField label="Notes for the driver" optional>
            <textarea
              rows={2}
              value={values.notes ?? ""}
              onChange={(e) => setValues({ ...values, notes: e.target.value })}
            />
          </FormField>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={values.payOnDelivery ?? false}
              onChange={(e) => setValues({ ...values, payOnDelivery: e.target.checked })}
            />
            Pay the driver in cash (where we offer it)
          </label>
          {choice.check?.delivers && (
            <p className="text-sm">
              Delivery: {choice.feePence === 0 ? "free" : formatPence(choice.feePence)}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
