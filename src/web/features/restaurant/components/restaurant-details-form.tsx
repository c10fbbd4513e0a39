import type { ReactNode } from "react";
import {
  DELIVERY_PLATFORM_NAMES,
  DELIVERY_PLATFORMS,
  HYGIENE_RATING_WORDS,
  HYGIENE_RATINGS,
  type RestaurantDetails,
  SOCIAL_NETWORK_NAMES,
  SOCIAL_NETWORKS,
} from "@shared/restaurant/restaurant-details.schema";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField, SelectField } from "@web/components/ui/form-field";
import { restaurantQueryOptions } from "@web/lib/restaurant";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { ownerDetailsQueryKey, saveRestaurantDetails, setupQueryKey } from "../api/restaurant-admin";
import {
  RestaurantDetailsFormSchema,
  type RestaurantDetailsFormValues,
  toDetailsFormValues,
} from "../restaurant-details-form.schema";

const Field = InputField<RestaurantDetailsFormValues>;
const Select = SelectField<RestaurantDetailsFormValues>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 font-semibold text-maroon-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The restaurant's details, one form (the details tab and the first-start setup). The main button
 * confirms them (the public pages then state them); `allowDraft` adds "Save and finish later",
 * which keeps the site "being set up".
 */
export function RestaurantDetailsForm({
  details,
  confirmLabel,
  allowDraft = false,
  onConfirmed,
}: {
  details: RestaurantDetails | null;
  confirmLabel: string;
  allowDraft?: boolean;
  onConfirmed?: () => void;
}) {
  const form = useSchemaForm(RestaurantDetailsFormSchema, toDetailsFormValues(details));
  const save = useAdminMutation({
    mutationFn: saveRestaurantDetails,
    success: (_data, vars) =>
      vars.confirm ? "Restaurant details saved" : "Draft saved: finish the setup any time",
    failure: "Failed to save the restaurant's details",
    replaceData: ownerDetailsQueryKey,
    invalidate: [setupQueryKey, restaurantQueryOptions().queryKey],
    onSuccess: (_data, vars) => {
      if (vars.confirm) onConfirmed?.();
    },
  });
  const saveDraft = form.handleSubmit((values) => save.mutate({ ...values, confirm: false }));
  return (
    <HookForm
      form={form}
      className="space-y-4"
      aria-label="Restaurant details"
      onValid={(values) => save.mutate({ ...values, confirm: true })}
    >
      <Group title="The restaurant">
        <Field name="name" label="Name" required autoComplete="organization" />
        <Field
          name="description"
          label="Short description"
          optional
          hint="One sentence, shown in search results"
        />
        <Field name="street" label="Street address" required autoComplete="address-line1" />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="town" label="Town or city" required autoComplete="address-level2" />
          <Field name="postcode" label="Postcode" required autoComplete="postal-code" />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="phone" label="Phone" required type="tel" autoComplete="tel" />
          <Field name="email" label="Email" required type="email" autoComplete="email" />
        </div>
        <Field name="website" label="Website" optional type="url" placeholder="https://" />
      </Group>
      <Group title="Social pages and delivery apps">
        <div className="grid gap-3 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map((n) => (
            <Field key={n} name={`social.${n}`} label={SOCIAL_NETWORK_NAMES[n]} optional type="url" />
          ))}
          {DELIVERY_PLATFORMS.map((p) => (
            <Field
              key={p}
              name={`delivery.${p}`}
              label={`${DELIVERY_PLATFORM_NAMES[p]} page`}
              optional
              type="url"
            />
          ))}
        </div>
      </Group>
      <Group title="Food hygiene rating">
        <div className="grid gap-3 sm:grid-cols-3">
          <Select
            name="hygieneRating"
            label="Rating"
            optional
            values={HYGIENE_RATINGS}
            labels={Object.fromEntries(HYGIENE_RATINGS.map((r) => [r, `${r} - ${HYGIENE_RATING_WORDS[r]}`]))}
            placeholder="None shown"
          />
          <Field name="fhrsId" label="FHRS establishment id" optional inputMode="numeric" />
          <Field name="hygieneRatingDate" label="Date of the rating" optional type="date" />
        </div>
      </Group>
      <Group title="Legal identity">
        <div className="grid gap-3 sm:grid-cols-2">
          <Field name="tradingName" label="Trading name" optional />
          <Field name="companyName" label="Company name" optional />
          <Field name="companyNumber" label="Company number" optional />
          <Field name="vatNumber" label="VAT number" optional />
        </div>
        <Field name="registeredAddress" label="Registered address" optional />
        <Field
          name="mailSenderName"
          label="Name on emails sent"
          optional
          hint="Blank: the restaurant's name"
        />
      </Group>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {confirmLabel}
        </Button>
        {allowDraft && (
          <Button type="button" variant="ghost" disabled={save.isPending} onClick={() => void saveDraft()}>
            Save and finish later
          </Button>
        )}
      </div>
    </HookForm>
  );
}
