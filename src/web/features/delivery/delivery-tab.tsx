import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useFormContext } from "react-hook-form";
import type { z } from "zod";
import type { DeliveryAdmin, DeliverySettings, DeliveryZone } from "@shared/delivery/delivery.schema";
import { describeZoneTerms } from "@shared/delivery/delivery-pricing";
import { endOfLondonDay, WEEKDAY_NAMES } from "@shared/opening-hours/london-time";
import { Button } from "@web/components/ui/button";
import { EditDeleteButtons } from "@web/components/ui/edit-delete-buttons";
import { EditableCardList } from "@web/components/ui/editable-card-list";
import { FormActions } from "@web/components/ui/form-actions";
import { Card, FormCard } from "@web/components/ui/form-card";
import { CheckboxField, HookForm, InputField, PoundsField, SelectField } from "@web/components/ui/form-field";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { deleteDeliveryZone } from "./api/delete-delivery-zone";
import { deliveryAdminQueryKey, deliveryAdminQueryOptions } from "./api/get-delivery-admin";
import { createDeliveryZone, updateDeliveryZone } from "./api/save-delivery-zone";
import { pauseDelivery, updateDeliverySettings } from "./api/update-delivery-switches";
import {
  DeliverySettingsFormSchema,
  type DeliverySettingsFormValues,
  deliverySettingsFormValues,
} from "./delivery-settings-form.schema";
import {
  DELIVERY_PAUSE_CHOICES,
  DELIVERY_PAUSE_LABELS,
  DeliveryZoneFormSchema,
  type DeliveryZoneFormValues,
  zoneFormValues,
} from "./delivery-zone-form.schema";

const Field = InputField<DeliveryZoneFormValues>;
const Pounds = PoundsField<DeliveryZoneFormValues>;

function ZoneForm({
  zone,
  geocoder,
  onDone,
}: {
  zone: DeliveryZone | null;
  geocoder: boolean;
  onDone: () => void;
}) {
  const form = useSchemaForm(DeliveryZoneFormSchema, zoneFormValues(zone));
  const save = useAdminMutation({
    mutationFn: (body: z.output<typeof DeliveryZoneFormSchema>) =>
      zone ? updateDeliveryZone(zone.id, body) : createDeliveryZone(body),
    success: zone ? "Delivery zone updated" : "Delivery zone added",
    failure: zone ? "Failed to update delivery zone" : "Failed to add delivery zone",
    invalidate: [deliveryAdminQueryKey],
    onSuccess: onDone,
  });
  const kind = form.watch("kind");
  return (
    <HookForm form={form} className="space-y-4" onValid={(body) => save.mutate(body)}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="name" label="Name" placeholder="Town centre" />
        <SelectField<DeliveryZoneFormValues>
          name="kind"
          label="Drawn by"
          values={geocoder || zone?.kind === "radius" ? ["postcodes", "radius"] : ["postcodes"]}
          labels={{ postcodes: "Postcode districts and sectors", radius: "Miles from the restaurant" }}
        />
      </div>
      {!geocoder && (
        <p className="text-sm text-stone-700">
          Radius zones need a geocoder (GEOCODER_URL) to place postcodes; list postcode districts instead.
        </p>
      )}
      {kind === "radius" ? (
        <Field name="radiusMiles" label="Radius (miles)" inputMode="decimal" placeholder="3" />
      ) : (
        <Field
          name="areas"
          label="Postcode districts and sectors"
          placeholder="NN1, NN2, NN3 1-4"
          hint="Districts (NN1), a sector (NN3 5) or sectors (NN3 1-4), separated by commas"
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <Pounds name="fee" label="Delivery fee" placeholder="2.50" />
        <Pounds name="minOrder" label="Minimum order" placeholder="15" />
        <Pounds name="freeOver" label="Free delivery over" placeholder="30" optional />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="leadTimeMinutes" label="Lead time (minutes)" inputMode="numeric" />
        <CheckboxField<DeliveryZoneFormValues> name="isActive" label="Delivering to this zone" />
      </div>
      <FormActions
        onCancel={onDone}
        submitLabel={zone ? "Update zone" : "Add zone"}
        disabled={save.isPending}
      />
    </HookForm>
  );
}

function describeReach(zone: DeliveryZone): string {
  return zone.kind === "radius" ? `Within ${zone.radiusMiles} miles` : zone.areas;
}

/** Delivery paused for the evening, or running: staff's switch (the server says who may). */
function PauseSwitch({ settings, now }: { settings: DeliverySettings; now: Date }) {
  const [choice, setChoice] = useState<string>("tonight");
  const pause = useAdminMutation({
    mutationFn: pauseDelivery,
    success: (s) => (s.pausedUntil ? "Delivery paused" : "Delivery resumed"),
    failure: "Failed to change delivery",
    invalidate: [deliveryAdminQueryKey],
  });
  const paused = settings.pausedUntil !== null && new Date(settings.pausedUntil) > now;
  const until = (c: string) =>
    c === "tonight"
      ? endOfLondonDay(new Date()).toISOString()
      : new Date(Date.now() + Number(c) * 60_000).toISOString();
  return (
    <Card>
      <h2 className="mb-2 text-lg font-bold text-stone-900">Tonight</h2>
      {paused && settings.pausedUntil ? (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" className="font-semibold text-red-800">
            Delivery paused until {formatInstant(settings.pausedUntil, "weekdayTime")} (collection goes on)
          </p>
          <Button size="sm" disabled={pause.isPending} onClick={() => pause.mutate(null)}>
            Resume delivery
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Button
            size="sm"
            variant="secondary"
            disabled={pause.isPending}
            onClick={() => pause.mutate(until(choice))}
          >
            Pause delivery
          </Button>
          <label className="font-medium text-stone-900">
            for{" "}
            <select
              value={choice}
              onChange={(e) => setChoice(e.target.value)}
              className="rounded border border-stone-400 px-1.5 py-1"
            >
              {DELIVERY_PAUSE_CHOICES.map((c) => (
                <option key={c} value={c}>
                  {DELIVERY_PAUSE_LABELS[c]}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </Card>
  );
}

/** The screen lists the week Monday first; the form keeps it Sunday first, as the server does. */
const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0] as const;

function DeliveryHoursFields() {
  const { register, watch, formState } = useFormContext<DeliverySettingsFormValues>();
  const same = watch("sameAsCollection");
  const errors = formState.errors.days;
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">Delivery hours</legend>
      <CheckboxField<DeliverySettingsFormValues>
        name="sameAsCollection"
        label="Same as the collection hours"
      />
      {!same && (
        <ul className="space-y-2">
          {WEEK_FROM_MONDAY.map((day) => {
            const name = WEEKDAY_NAMES[day];
            const delivers = watch(`days.${day}.delivers`);
            const error = errors?.[day]?.end?.message ?? errors?.[day]?.start?.message;
            return (
              <li key={day} className="flex flex-wrap items-center gap-3">
                <CheckboxField<DeliverySettingsFormValues>
                  name={`days.${day}.delivers`}
                  className="flex w-36 items-center gap-2"
                  label={name}
                />
                {delivers ? (
                  <>
                    <label className="flex items-center gap-1 text-sm">
                      From{" "}
                      <input type="time" aria-label={`${name} from`} {...register(`days.${day}.start`)} />
                    </label>
                    <label className="flex items-center gap-1 text-sm">
                      to <input type="time" aria-label={`${name} to`} {...register(`days.${day}.end`)} />
                    </label>
                  </>
                ) : (
                  <span className="text-sm text-stone-700">No delivery</span>
                )}
                {error && (
                  <p role="alert" className="w-full text-sm font-medium text-red-800">
                    {name}: {error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}

function SwitchesForm({ settings }: { settings: DeliverySettings }) {
  const form = useSchemaForm(DeliverySettingsFormSchema, deliverySettingsFormValues(settings));
  const save = useAdminMutation({
    mutationFn: updateDeliverySettings,
    success: "Delivery settings saved",
    failure: "Failed to save delivery settings",
    invalidate: [deliveryAdminQueryKey],
  });
  return (
    <FormCard label="Drivers and payment" form={form} save={save}>
      <h2 className="text-lg font-bold text-stone-900">Drivers, payment and hours</h2>
      <InputField<DeliverySettingsFormValues>
        name="deliveriesPerSlot"
        label="Deliveries the drivers take in one slot"
        inputMode="numeric"
      />
      <CheckboxField<DeliverySettingsFormValues>
        name="cashOnDelivery"
        label="Diners may pay the driver in cash"
      />
      <DeliveryHoursFields />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </div>
    </FormCard>
  );
}

/** The owner's delivery: the zones with their prices, tonight's pause, drivers per slot and cash. */
export function DeliveryTab() {
  const admin = useQuery({ ...deliveryAdminQueryOptions(), staleTime: 0 });
  const zones = useQuery({
    ...deliveryAdminQueryOptions(),
    staleTime: 0,
    select: (d: DeliveryAdmin) => d.zones,
  });
  const settings = admin.data?.settings;
  return (
    <div className="space-y-6">
      {settings && (
        <div className="grid gap-4 md:grid-cols-2">
          <PauseSwitch settings={settings} now={new Date()} />
          <SwitchesForm
            key={`${settings.deliveriesPerSlot}-${settings.cashOnDelivery}-${JSON.stringify(settings.hours)}`}
            settings={settings}
          />
        </div>
      )}
      <EditableCardList
        noun="Delivery zone"
        query={zones}
        deletion={{
          mutationFn: deleteDeliveryZone,
          success: "Delivery zone removed",
          failure: "Failed to remove delivery zone",
          invalidate: [deliveryAdminQueryKey],
        }}
        card={(zone, { edit, remove }) => (
          <div className="flex items-start gap-4">
            <div className="flex-1">
              <h3 className="font-bold text-stone-900">
                {zone.name}
                {!zone.isActive && (
                  <span className="ml-2 text-sm font-normal text-stone-700">(not delivering)</span>
                )}
              </h3>
              <p className="text-sm text-stone-800">{describeReach(zone)}</p>
              <p className="text-sm text-stone-700">
                Delivery {describeZoneTerms(zone)} · ready {zone.leadTimeMinutes} minutes after ordering at
                the earliest
              </p>
            </div>
            <EditDeleteButtons
              name={zone.name}
              onEdit={edit}
              deleteVerb="Remove"
              deleteTitle="Remove delivery zone?"
              deleteDescription={`Diners in ${zone.name} will no longer be offered delivery.`}
              onDelete={remove}
            />
          </div>
        )}
        form={(zone, done) => (
          <ZoneForm zone={zone} geocoder={settings?.geocoderConfigured ?? false} onDone={done} />
        )}
      >
        <p className="mb-4 text-sm text-stone-700">
          Of the zones that cover an address, the cheapest for the basket applies. With no zone, the site says
          delivery is not offered online.
        </p>
      </EditableCardList>
    </div>
  );
}
