import { describe, expect, it } from "vitest";
import type { DeliverySettings } from "@shared/delivery/delivery.schema";
import { DeliverySettingsFormSchema, deliverySettingsFormValues } from "./delivery-settings-form.schema";

const settings: DeliverySettings = {
  pausedUntil: null,
  deliveriesPerSlot: 3,
  cashOnDelivery: false,
  hours: null,
  geocoderConfigured: false,
};

describe("the delivery settings form", () => {
  it("sends null hours while they are the collection hours", () => {
    const values = deliverySettingsFormValues(settings);
    expect(values.sameAsCollection).toBe(true);
    expect(DeliverySettingsFormSchema.parse(values)).toEqual({
      deliveriesPerSlot: 3,
      cashOnDelivery: false,
      hours: null,
    });
  });

  it("sends each day's window, Sunday first, and null for a day without delivery", () => {
    const values = deliverySettingsFormValues(settings);
    values.sameAsCollection = false;
    values.days = values.days.map((d, day) =>
      day === 1 ? { ...d, delivers: false } : { delivers: true, start: "17:00", end: "21:30" },
    );
    const hours = DeliverySettingsFormSchema.parse(values).hours;
    expect(hours?.[1]).toBeNull();
    expect(hours?.[0]).toEqual({ start: "17:00", end: "21:30" });
    // And back into the form as it was.
    const again = deliverySettingsFormValues({ ...settings, hours: hours ?? null });
    expect(again.sameAsCollection).toBe(false);
    expect(again.days[1]).toEqual({ delivers: false, start: "", end: "" });
    expect(again.days[2]).toEqual({ delivers: true, start: "17:00", end: "21:30" });
  });

  it("refuses a day that ends before it starts, on that day's end field", () => {
    const values = deliverySettingsFormValues(settings);
    values.sameAsCollection = false;
    values.days = values.days.map(() => ({ delivers: true, start: "21:00", end: "17:00" }));
    const result = DeliverySettingsFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["days", 0, "end"],
      message: "The delivery hours must end after they start",
    });
  });
});
