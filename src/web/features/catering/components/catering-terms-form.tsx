import { useQuery } from "@tanstack/react-query";
import type { CateringSettings } from "@shared/catering/catering.schema";
import { Button } from "@web/components/ui/button";
import { FormCard } from "@web/components/ui/form-card";
import { CheckboxField, InputField, PoundsField } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  cateringSettingsKey,
  cateringSettingsQueryOptions,
  saveCateringSettings,
} from "../api/catering-owner-requests";
import {
  CateringTermsFormSchema,
  type CateringTermsFormValues,
  termsFormValues,
} from "../catering-owner-form.schema";

const Field = InputField<CateringTermsFormValues>;
const Pounds = PoundsField<CateringTermsFormValues>;
const Checkbox = CheckboxField<CateringTermsFormValues>;

function TermsForm({ settings }: { settings: CateringSettings }) {
  const form = useSchemaForm(CateringTermsFormSchema, termsFormValues(settings));
  const save = useAdminMutation({
    mutationFn: saveCateringSettings,
    success: "Catering terms saved",
    failure: "Could not save the catering terms",
    replaceData: cateringSettingsKey,
  });
  return (
    <FormCard label="Catering terms" form={form} save={save} className="md:grid-cols-2">
      <h2 className="text-xl font-bold text-maroon-800 md:col-span-2">Terms</h2>
      <p role="note" className="text-sm text-stone-800 md:col-span-2">
        {settings.enabled
          ? "Catering requests are taken online on these terms."
          : "Catering is off: the site takes no catering requests until you tick “Take catering requests online” and save."}
      </p>
      <div className="md:col-span-2">
        <Checkbox name="enabled" label="Take catering requests online" />
      </div>
      <Field
        name="leadTimeHours"
        label="Notice needed (hours before the event)"
        inputMode="numeric"
        required
      />
      <Pounds name="minimum" label="Minimum for the dishes" hint="Before any discount; 0 for none" />
      <Field
        name="depositPercent"
        label="Deposit to hold the day (%)"
        inputMode="numeric"
        hint="Paid online once you confirm; 100 asks for the whole"
        required
      />
      <div className="space-y-3">
        <Checkbox name="deliveryOffered" label="Deliver catering orders" />
        <Pounds name="deliveryCharge" label="Delivery charge" hint="0 for free delivery" />
      </div>
      <div className="md:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          Save terms
        </Button>
      </div>
    </FormCard>
  );
}

/** The owner's catering terms: on or off, notice, minimum, deposit and delivery. */
export function CateringTermsCard() {
  const settings = useQuery(cateringSettingsQueryOptions());
  return (
    <Loaded query={settings} what="catering terms">
      {(s) => <TermsForm settings={s} />}
    </Loaded>
  );
}
