import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { DISPLAY_SETTINGS, type RestaurantSettings } from "../../../../shared/admin/admin-dashboard.schema";
import { formatPence } from "../../../../shared/money";
import {
  type OrderLimitsForm,
  OrderLimitsFormSchema,
  type OrderLimitsSettings,
} from "../../../../shared/orders/order-limits";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { settingsQueryKey, settingsQueryOptions, updateSettings } from "../api/admin-settings";
import { Card, describeError, inputClasses, labelClasses } from "./admin-ui";
import { ChangePasswordForm } from "./change-password-form";

export function SettingsTab() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQueryOptions());
  const [capacity, setCapacity] = useState("");
  const [loyalty, setLoyalty] = useState("");
  useEffect(() => {
    if (settings.data) {
      setCapacity(String(settings.data.kitchenCapacityPerSlot));
      setLoyalty(String(settings.data.loyaltyPointsPerPound));
    }
  }, [settings.data]);
  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQueryKey, data);
      toast.success("Settings saved");
    },
    onError: (error) => toast.error("Failed to save settings", { description: describeError(error) }),
  });

  if (settings.isPending) return <Spinner label="Loading settings" />;
  if (settings.isError) return <p role="alert">Could not load settings: {describeError(settings.error)}</p>;
  const data = settings.data;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate({ kitchenCapacityPerSlot: Number(capacity), loyaltyPointsPerPound: Number(loyalty) });
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card>
        <h2 className="text-xl font-bold text-maroon-800">Restaurant Settings</h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-stone-900">
          <dt className="font-medium">Preparation time</dt>
          <dd>
            <label className="sr-only" htmlFor="prep-time">
              Preparation time (minutes)
            </label>
            <select id="prep-time" className={inputClasses} value={data.prepTimeMinutes} disabled>
              {DISPLAY_SETTINGS.prepTimeOptions.map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          </dd>
          <dt className="font-medium">Minimum order</dt>
          <dd>{(data.minOrderPence / 100).toFixed(2)}</dd>
          <dt className="font-medium">Delivery fee</dt>
          <dd>{(data.deliveryFeePence / 100).toFixed(2)}</dd>
          <dt className="font-medium">Currency</dt>
          <dd>{DISPLAY_SETTINGS.currency}</dd>
          <dt className="font-medium">Timezone</dt>
          <dd>{DISPLAY_SETTINGS.timezone}</dd>
          <dt className="font-medium">Date format</dt>
          <dd>{DISPLAY_SETTINGS.dateFormat}</dd>
        </dl>
        <p className="mt-3 text-sm text-stone-700">
          Minimum order {formatPence(data.minOrderPence)}, delivery fee {formatPence(data.deliveryFeePence)}.
        </p>
      </Card>
      <Card>
        <h2 className="text-xl font-bold text-maroon-800">Kitchen and loyalty</h2>
        <form className="mt-4 space-y-4" onSubmit={handleSubmit}>
          <label className={labelClasses}>
            Kitchen capacity per collection slot (orders)
            <input
              className={inputClasses}
              type="number"
              min={1}
              max={500}
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
            />
          </label>
          <label className={labelClasses}>
            Loyalty points per pound spent
            <input
              className={inputClasses}
              type="number"
              min={0}
              max={100}
              value={loyalty}
              onChange={(e) => setLoyalty(e.target.value)}
            />
          </label>
          <Button type="submit" disabled={save.isPending || !capacity || loyalty === ""}>
            Save settings
          </Button>
        </form>
      </Card>
      <OrderLimitsCard settings={data} />
      <ChangePasswordForm />
    </div>
  );
}

/** The largest order taken online; larger ones are refused with a request to call the restaurant. */
function OrderLimitsCard({ settings }: { settings: RestaurantSettings }) {
  const queryClient = useQueryClient();
  const form = useForm<OrderLimitsForm, unknown, OrderLimitsSettings>({
    resolver: zodResolver(OrderLimitsFormSchema),
    values: {
      maxOrderPence: (settings.maxOrderPence / 100).toFixed(2),
      maxOrderItems: String(settings.maxOrderItems),
    },
  });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(settingsQueryKey, data);
      toast.success("Settings saved");
    },
    onError: (error) => toast.error("Failed to save settings", { description: describeError(error) }),
  });

  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Online order limits</h2>
      <p className="mt-1 text-sm text-stone-700">
        Larger orders are asked to call the restaurant. Now: {formatPence(settings.maxOrderPence)} or{" "}
        {settings.maxOrderItems} items.
      </p>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={form.handleSubmit((values) => save.mutate(values))}
      >
        <label className={labelClasses}>
          Largest order (£)
          <input
            className={inputClasses}
            inputMode="decimal"
            aria-invalid={errors.maxOrderPence ? true : undefined}
            aria-describedby={errors.maxOrderPence ? "max-order-pence-error" : undefined}
            {...form.register("maxOrderPence")}
          />
        </label>
        {errors.maxOrderPence && (
          <p id="max-order-pence-error" role="alert" className="text-sm text-red-800">
            {errors.maxOrderPence.message}
          </p>
        )}
        <label className={labelClasses}>
          Most items in one order
          <input
            className={inputClasses}
            inputMode="numeric"
            aria-invalid={errors.maxOrderItems ? true : undefined}
            aria-describedby={errors.maxOrderItems ? "max-order-items-error" : undefined}
            {...form.register("maxOrderItems")}
          />
        </label>
        {errors.maxOrderItems && (
          <p id="max-order-items-error" role="alert" className="text-sm text-red-800">
            {errors.maxOrderItems.message}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          Save order limits
        </Button>
      </form>
    </Card>
  );
}
