import { useState } from "react";
import { formatPence } from "../../../../shared/money";
import { pointsValuePence } from "../../../../shared/offers/promotions-engine";
import type { Quote } from "../../../../shared/orders/place-order.schema";
import { Button } from "../../../components/ui/button";
import { FormField, inputClass } from "../../../components/ui/form-field";

/** A signed-in diner spends loyalty points at the staff's rate; the server caps them at the total. */
export function PointsForm({
  quote,
  onRedeem,
}: {
  quote: Quote | undefined;
  onRedeem: (points: number) => void;
}) {
  const [points, setPoints] = useState("");
  if (!quote || quote.pointsBalance === null || quote.pointsBalance <= 0) return null;
  const rate = quote.pointsPerPound;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        onRedeem(Math.max(0, Math.floor(Number(points) || 0)));
      }}
    >
      <FormField
        label={`Spend loyalty points (you have ${quote.pointsBalance}; ${rate} points = £1)`}
        className="flex-1"
      >
        <input
          type="number"
          min={0}
          max={quote.pointsBalance}
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          className={inputClass}
        />
      </FormField>
      <Button type="submit" variant="secondary">
        Use points
      </Button>
      <p aria-live="polite" className="w-full text-sm text-stone-700">
        {quote.pointsRedeemed > 0
          ? `${quote.pointsRedeemed} points take ${formatPence(pointsValuePence(quote.pointsRedeemed, rate))} off.`
          : null}
      </p>
    </form>
  );
}
