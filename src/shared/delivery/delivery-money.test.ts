import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type DeliveryDayRow,
  deliveryFiguresByDay,
  driverCashLabel,
  hasDeliveryMoney,
  NO_DELIVERY_FIGURES,
  sumDeliveryMoney,
} from "./delivery-money";

const row = (over: Partial<DeliveryDayRow>): DeliveryDayRow => ({
  date: "2026-11-18",
  driverId: 1,
  username: "ana",
  deliveries: 1,
  feesPence: 250,
  cashPence: 0,
  tipsPence: 0,
  ...over,
});

describe("delivery money over days", () => {
  it("sums the days, each driver's deliveries and cash across days, unassigned listed only with cash", () => {
    const rows = [
      row({ date: "2026-11-17", cashPence: 2_250 }),
      row({ date: "2026-11-18", deliveries: 2, feesPence: 645 }),
      row({ date: "2026-11-18", driverId: 2, username: "ben", feesPence: 395 }),
      row({ date: "2026-11-18", driverId: null, username: null, deliveries: 3, feesPence: 750 }),
    ];
    expect(sumDeliveryMoney(rows, [{ date: "2026-11-20", feesRefundedPence: 250 }])).toEqual({
      deliveries: 7,
      deliveryFeesPence: 250 + 645 + 395 + 750,
      feesRefundedPence: 250,
      drivers: [
        { driverId: 1, username: "ana", deliveries: 3, cashCollectedPence: 2_250, tipsCollectedPence: 0 },
        { driverId: 2, username: "ben", deliveries: 1, cashCollectedPence: 0, tipsCollectedPence: 0 },
      ],
      cashCollectedPence: 2_250,
    });
    const paidAtTheDoorUnassigned = sumDeliveryMoney(
      [row({ driverId: null, username: null, cashPence: 1_000 })],
      [],
    );
    expect(paidAtTheDoorUnassigned.drivers).toEqual([
      {
        driverId: null,
        username: "No driver",
        deliveries: 1,
        cashCollectedPence: 1_000,
        tipsCollectedPence: 0,
      },
    ]);
    expect(driverCashLabel(paidAtTheDoorUnassigned.drivers[0] ?? { driverId: 1, username: "x" })).toBe(
      "Cash collected with no driver assigned",
    );
    expect(driverCashLabel({ driverId: 1, username: "ana" })).toBe("Cash collected by driver ana");
  });

  it("puts each figure on its day; a day with only a fee refund has delivery money", () => {
    const days = deliveryFiguresByDay(
      [row({ date: "2026-11-17", cashPence: 100 })],
      [{ date: "2026-11-23", feesRefundedPence: 250 }],
    );
    expect(days.get("2026-11-17")).toEqual({
      deliveries: 1,
      deliveryFeesPence: 250,
      feesRefundedPence: 0,
      cashCollectedPence: 100,
    });
    expect(days.get("2026-11-23")).toEqual({ ...NO_DELIVERY_FIGURES, feesRefundedPence: 250 });
    expect(hasDeliveryMoney(days.get("2026-11-23") ?? NO_DELIVERY_FIGURES)).toBe(true);
    expect(hasDeliveryMoney(NO_DELIVERY_FIGURES)).toBe(false);
  });

  it("the days' figures add up to the range's, whatever the rows", () => {
    const date = fc.constantFrom("2026-11-16", "2026-11-17", "2026-11-22");
    const rows = fc.array(
      fc.record({
        date,
        driverId: fc.constantFrom(null, 1, 2),
        username: fc.constant(null),
        deliveries: fc.nat(5),
        feesPence: fc.nat(2_000),
        cashPence: fc.nat(10_000),
        tipsPence: fc.nat(500),
      }),
    );
    const refunds = fc.array(fc.record({ date, feesRefundedPence: fc.nat(2_000) }));
    fc.assert(
      fc.property(rows, refunds, (r, f) => {
        const total = sumDeliveryMoney(r, f);
        const days = [...deliveryFiguresByDay(r, f).values()];
        const sum = (pick: (d: typeof NO_DELIVERY_FIGURES) => number) =>
          days.reduce((n, d) => n + pick(d), 0);
        expect(sum((d) => d.deliveries)).toBe(total.deliveries);
        expect(sum((d) => d.deliveryFeesPence)).toBe(total.deliveryFeesPence);
        expect(sum((d) => d.feesRefundedPence)).toBe(total.feesRefundedPence);
        expect(sum((d) => d.cashCollectedPence)).toBe(total.cashCollectedPence);
        expect(total.drivers.reduce((n, d) => n + d.cashCollectedPence, 0)).toBe(total.cashCollectedPence);
      }),
    );
  });
});
