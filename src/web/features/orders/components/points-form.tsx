import { useMemo } from "react";
import type { z } from "zod";
import { formatPence } from "@shared/money";
import { pointsValuePence } from "@shared/offers/promotion-pricing";
import { pointsFormSchema, type Quote } from "@shared/orders/place-order.schema";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { useSchemaForm } from "@web/lib/use-schema-form";

type PointsFormValues = z.input<ReturnType<typeof pointsFormSchema>>;
const Field = InputField<PointsFormValues>;

/** A signed-in diner spends loyalty points at the staff's rate; the server caps them at the total. */
export function PointsForm({
  quote,
  onRedeem,
}: {
  quote: Quote | undefined;
  onRedeem: (points: number) => void;
}) {
  if (!quote || quote.pointsBalance === null || quote.pointsBalance <= 0) return null;
  return <PointsBox quote={quote} balance={quote.pointsBalance} onRedeem={onRedeem} />;
}

function PointsBox({
  quote,
  balance,
  onRedeem,
}: {
  quote: Quote;
  balance: number;
  onRedeem: (points: number) => void;
}) {
  const schema = useMemo(() => pointsFormSchema(balance), [balance]);
  const form = useSchemaForm(schema, { points: "" });
  const rate = quote.pointsPerPound;
  return (
    <HookForm
      form={form}
      className="flex flex-wrap items-end gap-2"
      onValid={({ points }) => onRedeem(points)}
    >
      <Field
        name="points"
        label={`Spend loyalty points (you have ${balance}; ${rate} points = £1)`}
        className="flex-1"
        type="number"
        inputMode="numeric"
        min={0}
        max={balance}
        valueAsNumber
      />
      <Button type="submit" variant="secondary">
        Use points
      </Button>
      <p aria-live="polite" className="w-full text-sm text-stone-700">
        {quote.pointsRedeemed > 0
          ? `${quote.pointsRedeemed} points take ${formatPence(pointsValuePence(quote.pointsRedeemed, rate))} off.`
          : null}
      </p>
    </HookForm>
  );
}
