import { useQuery } from "@tanstack/react-query";
import type { OrderAheadSettings } from "@shared/order-ahead/order-ahead-days";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  orderAheadSettingsKey,
  orderAheadSettingsQueryOptions,
  saveOrderAheadSettings,
} from "./api/order-ahead-requests";
import { OrderAheadFormSchema, type OrderAheadFormValues } from "./order-ahead-form.schema";

const Field = InputField<OrderAheadFormValues>;

/** The owner's order-ahead setting (issue 39, decision 0052): 0 days ahead is today only. */
export function OrderAheadSettingsCard() {
  const settings = useQuery(orderAheadSettingsQueryOptions());
  if (!settings.data) return null;
  return <OrderAheadForm settings={settings.data} />;
}

function OrderAheadForm({ settings }: { settings: OrderAheadSettings }) {
  const form = useSchemaForm(OrderAheadFormSchema, {
    daysAhead: String(settings.daysAhead),
    printMinutesBefore: String(settings.printMinutesBefore),
    cancelCutoffMinutes: String(settings.cancelCutoffMinutes),
  });
  const save = useAdminMutation({
    mutationFn: saveOrderAheadSettings,
    success: "Order ahead saved",
    failure: "Failed to save order ahead",
    replaceData: orderAheadSettingsKey,
  });
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Order ahead</h2>
      <p className="mt-1 text-sm text-stone-700">
        Diners may choose a collection day up to this many days ahead (0: today only). A pre-order prints when
        placed and again before collection; diners may cancel it until the cut-off.
      </p>
      <HookForm form={form} className="mt-4 space-y-4" onValid={(values) => save.mutate(values)}>
        <Field name="daysAhead" label="Days ahead" inputMode="numeric" required />
        <Field
          name="printMinutesBefore"
          label="Print pre-orders (minutes before collection)"
          inputMode="numeric"
          required
        />
        <Field
          name="cancelCutoffMinutes"
          label="Diners may cancel until (minutes before collection)"
          inputMode="numeric"
          required
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            Save order ahead
          </Button>
        </div>
      </HookForm>
    </Card>
  );
}
