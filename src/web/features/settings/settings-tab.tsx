import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { formatPence, formatPounds } from "@shared/money";
import { OrderLimitsFormSchema } from "@shared/orders/order-limits";
import { ReservationSettingsFormSchema } from "@shared/reservations/reservation.schema";
import {
  DISPLAY_SETTINGS,
  type RestaurantSettings,
  type UpdateSettings,
} from "@shared/settings/restaurant-settings.schema";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { FormField, HookForm, InputField, PoundsField } from "@web/components/ui/form-field";
import { Loaded } from "@web/components/ui/loaded";
import { Options } from "@web/components/ui/options";
import { Switch } from "@web/components/ui/switch";
import { OrderAheadSettingsCard } from "@web/features/order-ahead/order-ahead-settings-card";
import { ChangePasswordForm } from "@web/features/staff-accounts/change-password-form";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { settingsQueryKey, settingsQueryOptions } from "./api/get-settings";
import { updateSettings } from "./api/update-settings";
import { KitchenSettingsFormSchema, StaffRefundsFormSchema } from "./settings-form.schema";

export function SettingsTab() {
  const settings = useQuery(settingsQueryOptions());
  return (
    <Loaded query={settings} what="settings">
      {(data) => (
        <div className="grid gap-6 md:grid-cols-2">
          <RestaurantSettingsCard settings={data} />
          <KitchenSettingsCard settings={data} />
          <OrderLimitsCard settings={data} />
          <StaffRefundsCard settings={data} />
          <BookingSettingsCard settings={data} />
          <OrderAheadSettingsCard />
          <ChangePasswordForm />
        </div>
      )}
    </Loaded>
  );
}

/** Saves a part of the settings; the answer is the whole of them, so the cache takes it as is. */
function useSaveSettings() {
  return useAdminMutation({
    mutationFn: updateSettings,
    success: "Settings saved",
    failure: "Failed to save settings",
    replaceData: settingsQueryKey,
  });
}

/** Spec section 9: fixed by the product, shown for reference. */
function RestaurantSettingsCard({ settings }: { settings: RestaurantSettings }) {
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Restaurant Settings</h2>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-stone-900">
        <dt className="font-medium">Preparation time</dt>
        <dd>
          <FormField label="Preparation time (minutes)" className="[&>label]:sr-only">
            <select value={settings.prepTimeMinutes} disabled>
              <Options values={DISPLAY_SETTINGS.prepTimeOptions} label={(m) => `${m} minutes`} />
            </select>
          </FormField>
        </dd>
        <dt className="font-medium">Minimum order</dt>
        <dd>{formatPounds(settings.minOrderPence)}</dd>
        <dt className="font-medium">Delivery fee</dt>
        <dd>{formatPounds(settings.deliveryFeePence)}</dd>
        <dt className="font-medium">Currency</dt>
        <dd>{DISPLAY_SETTINGS.currency}</dd>
        <dt className="font-medium">Timezone</dt>
        <dd>{DISPLAY_SETTINGS.timezone}</dd>
        <dt className="font-medium">Date format</dt>
        <dd>{DISPLAY_SETTINGS.dateFormat}</dd>
      </dl>
      <p className="mt-3 text-sm text-stone-700">
        Minimum order {formatPence(settings.minOrderPence)}, delivery fee{" "}
        {formatPence(settings.deliveryFeePence)}.
      </p>
    </Card>
  );
}

/** A card that edits part of the settings: its fields, then the button that saves them. */
function SettingsFormCard<T extends FieldValues, U extends UpdateSettings & FieldValues>({
  title,
  intro,
  form,
  submitLabel,
  canSubmit = true,
  children,
}: {
  title: string;
  intro?: ReactNode;
  form: UseFormReturn<T, unknown, U>;
  submitLabel: string;
  /** False keeps the button disabled (a required field is empty). */
  canSubmit?: boolean;
  children: ReactNode;
}) {
  const save = useSaveSettings();
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">{title}</h2>
      {intro}
      <HookForm form={form} className="mt-4 space-y-4" onValid={(values) => save.mutate(values)}>
        {children}
        <div>
          <Button type="submit" disabled={save.isPending || !canSubmit}>
            {submitLabel}
          </Button>
        </div>
      </HookForm>
    </Card>
  );
}

const KitchenField = InputField<z.input<typeof KitchenSettingsFormSchema>>;

/** Number settings as the text their fields hold. */
function asText<K extends keyof RestaurantSettings>(settings: RestaurantSettings, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, String(settings[key])])) as Record<K, string>;
}

const KITCHEN_SETTINGS = [
  "kitchenCapacityPerSlot",
  "loyaltyPointsPerPound",
  "pointsPerPoundRedeemed",
] as const;

function KitchenSettingsCard({ settings }: { settings: RestaurantSettings }) {
  const form = useSchemaForm(KitchenSettingsFormSchema, asText(settings, KITCHEN_SETTINGS));
  const filled = form.watch(KITCHEN_SETTINGS).every((v) => v.trim() !== "");
  return (
    <SettingsFormCard title="Kitchen and loyalty" form={form} submitLabel="Save settings" canSubmit={filled}>
      <KitchenField
        name="kitchenCapacityPerSlot"
        label="Kitchen capacity per collection slot (orders)"
        type="number"
        min={1}
        max={500}
      />
      <KitchenField
        name="loyaltyPointsPerPound"
        label="Loyalty points per pound spent"
        type="number"
        min={0}
        max={100}
      />
      <KitchenField
        name="pointsPerPoundRedeemed"
        label="Points a customer spends for £1 off"
        type="number"
        min={1}
      />
    </SettingsFormCard>
  );
}

const LimitsField = InputField<z.input<typeof OrderLimitsFormSchema>>;
const LimitsPounds = PoundsField<z.input<typeof OrderLimitsFormSchema>>;

/** The largest order taken online; larger ones are refused with a request to call the restaurant. */
function OrderLimitsCard({ settings }: { settings: RestaurantSettings }) {
  const form = useSchemaForm(OrderLimitsFormSchema, {
    maxOrderPence: formatPounds(settings.maxOrderPence),
    maxOrderItems: String(settings.maxOrderItems),
  });
  return (
    <SettingsFormCard
      title="Online order limits"
      intro={
        <p className="mt-1 text-sm text-stone-700">
          Larger orders are asked to call the restaurant. Now: {formatPence(settings.maxOrderPence)} or{" "}
          {settings.maxOrderItems} items.
        </p>
      }
      form={form}
      submitLabel="Save order limits"
    >
      <LimitsPounds name="maxOrderPence" label="Largest order" />
      <LimitsField name="maxOrderItems" label="Most items in one order" inputMode="numeric" />
    </SettingsFormCard>
  );
}

const BookingField = InputField<z.input<typeof ReservationSettingsFormSchema>>;

/** Table bookings: what the home page offers and what staff must confirm themselves. */
function BookingSettingsCard({ settings }: { settings: RestaurantSettings }) {
  const form = useSchemaForm(ReservationSettingsFormSchema, {
    ...asText(settings, [
      "reservationCoversPerSlot",
      "reservationHorizonDays",
      "reservationMaxOnlineParty",
      "reservationCancelCutoffHours",
    ]),
    reservationAutoConfirm: settings.reservationAutoConfirm,
  });
  return (
    <SettingsFormCard title="Table bookings" form={form} submitLabel="Save booking settings">
      <BookingField
        name="reservationCoversPerSlot"
        label="Guests per booking time (covers)"
        inputMode="numeric"
      />
      <BookingField
        name="reservationHorizonDays"
        label="Days ahead a table can be booked"
        inputMode="numeric"
      />
      <BookingField
        name="reservationMaxOnlineParty"
        label="Largest party booked online (1-7)"
        hint="Larger parties, and '7+', are requests you confirm."
        inputMode="numeric"
      />
      <BookingField
        name="reservationCancelCutoffHours"
        label="Online cancellation up to (hours before)"
        inputMode="numeric"
      />
      <Switch
        label="Confirm bookings within capacity automatically"
        checked={form.watch("reservationAutoConfirm")}
        onCheckedChange={(next) => form.setValue("reservationAutoConfirm", next, { shouldDirty: true })}
      />
    </SettingsFormCard>
  );
}

const RefundsPounds = PoundsField<z.input<typeof StaffRefundsFormSchema>>;

/** How much staff may refund on a no-show without the owner; more waits in "Refunds to approve". */
function StaffRefundsCard({ settings }: { settings: RestaurantSettings }) {
  const form = useSchemaForm(StaffRefundsFormSchema, {
    staffRefundLimitPence: formatPounds(settings.staffRefundLimitPence),
  });
  return (
    <SettingsFormCard
      title="Refunds by staff"
      intro={
        <p className="mt-1 text-sm text-stone-700">
          When staff cancel a paid no-show, a refund up to this amount is made at once; a larger one waits for
          you in "Refunds to approve". Now:{" "}
          {settings.staffRefundLimitPence === 0
            ? "never (every refund waits for you)"
            : `up to ${formatPence(settings.staffRefundLimitPence)}`}
          .
        </p>
      }
      form={form}
      submitLabel="Save refund limit"
    >
      <RefundsPounds name="staffRefundLimitPence" label="Staff may refund up to" hint="0.00: never" />
    </SettingsFormCard>
  );
}
