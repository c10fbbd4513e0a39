import { useQuery, useQueryClient } from "@tanstack/react-query";
import { DISPLAY_SETTINGS, type RestaurantSettings } from "../../../../shared/admin/admin-dashboard.schema";
import { formatPence, formatPounds } from "../../../../shared/money";
import { OrderLimitsFormSchema } from "../../../../shared/orders/order-limits";
import { ReservationSettingsFormSchema } from "../../../../shared/reservations/reservation.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { Options } from "../../../components/ui/options";
import { Switch } from "../../../components/ui/switch";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { KitchenSettingsFormSchema } from "../admin-forms";
import { settingsQueryKey, settingsQueryOptions, updateSettings } from "../api/admin-settings";
import { Card, Loaded } from "./admin-ui";
import { ChangePasswordForm } from "./change-password-form";

export function SettingsTab() {
  const settings = useQuery(settingsQueryOptions());
  return (
    <Loaded query={settings} what="settings">
      {(data) => (
        <div className="grid gap-6 md:grid-cols-2">
          <RestaurantSettingsCard settings={data} />
          <KitchenSettingsCard settings={data} />
          <OrderLimitsCard settings={data} />
          <BookingSettingsCard settings={data} />
          <ChangePasswordForm />
        </div>
      )}
    </Loaded>
  );
}

/** Saves a part of the settings; the answer is the whole of them, so the cache takes it as is. */
function useSaveSettings() {
  const queryClient = useQueryClient();
  return useAdminMutation({
    mutationFn: updateSettings,
    success: "Settings saved",
    failure: "Failed to save settings",
    onSuccess: (data) => queryClient.setQueryData(settingsQueryKey, data),
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

function KitchenSettingsCard({ settings }: { settings: RestaurantSettings }) {
  const { register, handleSubmit, watch, formState } = useSchemaForm(KitchenSettingsFormSchema, {
    kitchenCapacityPerSlot: String(settings.kitchenCapacityPerSlot),
    loyaltyPointsPerPound: String(settings.loyaltyPointsPerPound),
    pointsPerPoundRedeemed: String(settings.pointsPerPoundRedeemed),
  });
  const save = useSaveSettings();
  const errors = formState.errors;
  const filled = watch(["kitchenCapacityPerSlot", "loyaltyPointsPerPound", "pointsPerPoundRedeemed"]).every(
    (v) => v.trim() !== "",
  );
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Kitchen and loyalty</h2>
      <form className="mt-4 space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <FormField
          label="Kitchen capacity per collection slot (orders)"
          error={errors.kitchenCapacityPerSlot?.message}
        >
          <input type="number" min={1} max={500} {...register("kitchenCapacityPerSlot")} />
        </FormField>
        <FormField label="Loyalty points per pound spent" error={errors.loyaltyPointsPerPound?.message}>
          <input type="number" min={0} max={100} {...register("loyaltyPointsPerPound")} />
        </FormField>
        <FormField label="Points a customer spends for £1 off" error={errors.pointsPerPoundRedeemed?.message}>
          <input type="number" min={1} {...register("pointsPerPoundRedeemed")} />
        </FormField>
        <Button type="submit" disabled={save.isPending || !filled}>
          Save settings
        </Button>
      </form>
    </Card>
  );
}

/** The largest order taken online; larger ones are refused with a request to call the restaurant. */
function OrderLimitsCard({ settings }: { settings: RestaurantSettings }) {
  const { register, handleSubmit, formState } = useSchemaForm(OrderLimitsFormSchema, {
    maxOrderPence: formatPounds(settings.maxOrderPence),
    maxOrderItems: String(settings.maxOrderItems),
  });
  const save = useSaveSettings();
  const errors = formState.errors;
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Online order limits</h2>
      <p className="mt-1 text-sm text-stone-700">
        Larger orders are asked to call the restaurant. Now: {formatPence(settings.maxOrderPence)} or{" "}
        {settings.maxOrderItems} items.
      </p>
      <form className="mt-4 space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <FormField label="Largest order (£)" error={errors.maxOrderPence?.message}>
          <input inputMode="decimal" {...register("maxOrderPence")} />
        </FormField>
        <FormField label="Most items in one order" error={errors.maxOrderItems?.message}>
          <input inputMode="numeric" {...register("maxOrderItems")} />
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          Save order limits
        </Button>
      </form>
    </Card>
  );
}

/** Table bookings: what the home page offers and what staff must confirm themselves. */
function BookingSettingsCard({ settings }: { settings: RestaurantSettings }) {
  const { register, handleSubmit, formState, watch, setValue } = useSchemaForm(
    ReservationSettingsFormSchema,
    {
      reservationCoversPerSlot: String(settings.reservationCoversPerSlot),
      reservationHorizonDays: String(settings.reservationHorizonDays),
      reservationMaxOnlineParty: String(settings.reservationMaxOnlineParty),
      reservationAutoConfirm: settings.reservationAutoConfirm,
      reservationCancelCutoffHours: String(settings.reservationCancelCutoffHours),
    },
  );
  const save = useSaveSettings();
  const errors = formState.errors;
  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Table bookings</h2>
      <form className="mt-4 space-y-4" noValidate onSubmit={handleSubmit((values) => save.mutate(values))}>
        <FormField label="Guests per booking time (covers)" error={errors.reservationCoversPerSlot?.message}>
          <input inputMode="numeric" {...register("reservationCoversPerSlot")} />
        </FormField>
        <FormField label="Days ahead a table can be booked" error={errors.reservationHorizonDays?.message}>
          <input inputMode="numeric" {...register("reservationHorizonDays")} />
        </FormField>
        <FormField
          label="Largest party booked online (1-7)"
          error={errors.reservationMaxOnlineParty?.message}
          hint="Larger parties, and '7+', are requests you confirm."
        >
          <input inputMode="numeric" {...register("reservationMaxOnlineParty")} />
        </FormField>
        <FormField
          label="Online cancellation up to (hours before)"
          error={errors.reservationCancelCutoffHours?.message}
        >
          <input inputMode="numeric" {...register("reservationCancelCutoffHours")} />
        </FormField>
        <Switch
          label="Confirm bookings within capacity automatically"
          checked={watch("reservationAutoConfirm")}
          onCheckedChange={(next) => setValue("reservationAutoConfirm", next, { shouldDirty: true })}
        />
        <div>
          <Button type="submit" disabled={save.isPending}>
            Save booking settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
