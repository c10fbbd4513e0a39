import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUDIT_KINDS, type AuditEvent, getKindsOfGroup } from "./audit-kinds";
import { REDACTED, REDACTED_REPLACED, redactSecrets } from "./audit-log.schema";
import { describeAuditEntry, labelOfField, listChanges } from "./audit-sentence";

const AT = "2026-11-24T19:05:00.000Z"; // Tuesday 24 November 2026, 19:05 in London (GMT)

/** As writeAudit stores an event and the screen reads it back. */
function sentence(username: string, event: AuditEvent, at = AT): string {
  const { kind, subject = null } = event;
  return describeAuditEntry({
    username,
    at,
    kind,
    subject,
    summary: kind === "request" ? event.summary : undefined,
    before: "before" in event ? redactSecrets(event.before) : null,
    after: "after" in event ? redactSecrets(event.after) : null,
  });
}

const dish = {
  name: "Lamb Rogan Josh",
  description: "Slow-cooked lamb in a Kashmiri chilli gravy with browned onions and whole spices.",
  pricePence: 1495,
  category: "curries",
  isVegetarian: false,
  isNonVegetarian: true,
  isSpicy: true,
  allergens: ["milk"],
  image: null,
};

describe("the issue's three sentences", () => {
  it("are built from structured data, money in pounds, names not ids", () => {
    expect(
      sentence("sara", {
        kind: "order.status",
        subject: "HH-7VSW9Z",
        entityId: 12,
        before: { status: "preparing" },
        after: { status: "ready" },
      }),
    ).toBe("sara marked order HH-7VSW9Z ready");
    expect(
      sentence("owner", {
        kind: "dish.changed",
        subject: "Lamb Rogan Josh",
        entityId: 3,
        before: dish,
        after: { ...dish, pricePence: 1595 },
      }),
    ).toBe("owner changed Lamb Rogan Josh from £14.95 to £15.95");
    expect(
      sentence("owner", {
        kind: "order.refunded",
        subject: "HH-ZXVG8A",
        after: { amountPence: 395, refundedPence: 395, totalPence: 3378, reason: null },
      }),
    ).toBe("owner refunded £3.95 on HH-ZXVG8A");
  });
});

describe("orders", () => {
  it.each([
    ["received", "preparing", "sara marked order HH-1 preparing"],
    ["ready", "collected", "sara marked order HH-1 collected"],
    ["preparing", "cancelled", "sara cancelled order HH-1"],
    ["cancelled", "received", "sara restored order HH-1 as received"],
  ] as const)("%s to %s", (from, to, words) => {
    expect(
      sentence("sara", {
        kind: "order.status",
        subject: "HH-1",
        before: { status: from },
        after: { status: to },
      }),
    ).toBe(words);
  });

  it("a diner moving their pre-order, from its day and time to the new ones", () => {
    expect(
      sentence("the diner", {
        kind: "order.pre-order-changed",
        subject: "HH-1",
        before: { collectionDate: "2026-11-27", collectionTime: "19:00" },
        after: { collectionDate: "2026-11-28", collectionTime: "18:30" },
      }),
    ).toBe(
      "the diner moved pre-order HH-1 from Friday 27 November at 19:00 to Saturday 28 November at 18:30",
    );
  });

  it("printing, and a refund that empties the order with the reason given", () => {
    expect(sentence("sara", { kind: "order.printed", subject: "HH-1" })).toBe(
      "sara marked order HH-1 printed",
    );
    expect(
      sentence("owner", {
        kind: "order.refunded",
        subject: "HH-ZXVG8A",
        after: { amountPence: 2983, refundedPence: 3378, totalPence: 3378, reason: "Cold food" },
      }),
    ).toBe("owner refunded £29.83 on HH-ZXVG8A, refunded in full (reason: Cold food)");
    expect(
      sentence("owner", {
        kind: "order.refunded",
        subject: "HH-TIPPED",
        after: { amountPence: 2000, tipPence: 200, refundedPence: 2000, totalPence: 2000, reason: null },
      }),
    ).toBe("owner refunded £20.00 on HH-TIPPED and the diner's £2.00 tip, refunded in full");
  });

  it("a phone order, with its total and how it is paid", () => {
    expect(
      sentence("sara", {
        kind: "order.phone",
        subject: "HH-7VSW9Z",
        after: { totalPence: 2450, payment: "cash_at_counter" },
      }),
    ).toBe("sara took phone order HH-7VSW9Z (£24.50, paid in cash at the counter)");
    expect(
      sentence("sara", {
        kind: "order.phone",
        subject: "HH-1",
        after: { totalPence: 995, payment: "at_collection" },
      }),
    ).toBe("sara took phone order HH-1 (£9.95, pay at collection)");
  });
});

describe("menu", () => {
  it("sold out today until the next opening day, back on sale, unavailable", () => {
    const on = { soldOutUntil: null, isAvailable: true };
    expect(
      sentence("sara", {
        kind: "dish.availability",
        subject: "Dal Makhani",
        before: on,
        after: { ...on, soldOutUntil: "2026-11-25" },
      }),
    ).toBe("sara marked Dal Makhani sold out today (back on Wednesday 25 November)");
    expect(
      sentence("sara", {
        kind: "dish.availability",
        subject: "Dal Makhani",
        before: { ...on, soldOutUntil: "2026-11-25" },
        after: on,
      }),
    ).toBe("sara put Dal Makhani back on sale today");
    expect(
      sentence("sara", {
        kind: "dish.availability",
        subject: "Dal Makhani",
        before: on,
        after: { ...on, isAvailable: false },
      }),
    ).toBe("sara marked Dal Makhani unavailable");
  });

  it("several fields: values in words, a long description named without its text", () => {
    expect(
      sentence("owner", {
        kind: "dish.changed",
        subject: "Lamb Rogan Josh",
        before: dish,
        after: {
          ...dish,
          name: "Rogan Josh",
          pricePence: 1595,
          isSpicy: false,
          allergens: ["milk", "mustard"],
          description: `${dish.description} Served with rice.`,
        },
      }),
    ).toBe(
      "owner changed Lamb Rogan Josh: allergens from milk to milk, mustard, new description, " +
        "name from Lamb Rogan Josh to Rogan Josh, price from £14.95 to £15.95, spicy from yes to no",
    );
    expect(sentence("owner", { kind: "dish.changed", subject: "Dal", before: dish, after: dish })).toBe(
      "owner saved Dal without changes",
    );
  });

  it("added, removed, options, order, PDF", () => {
    expect(
      sentence("owner", { kind: "dish.added", subject: "Dal", after: { ...dish, pricePence: 899 } }),
    ).toBe("owner added Dal to the menu at £8.99");
    expect(sentence("owner", { kind: "dish.removed", subject: "Dal", before: dish })).toBe(
      "owner removed Dal from the menu",
    );
    expect(
      sentence("owner", {
        kind: "dish.options",
        subject: "Biryani",
        before: { groups: [] },
        after: { groups: ["Spice level", "Rice"] },
      }),
    ).toBe("owner changed the options of Biryani (Spice level, Rice)");
    expect(sentence("owner", { kind: "menu.reordered" })).toBe("owner reordered the menu");
    expect(
      sentence("owner", {
        kind: "menu-pdf.uploaded",
        subject: "menu.pdf",
        after: { fileName: "menu.pdf", byteSize: 100 },
      }),
    ).toBe("owner uploaded the menu PDF menu.pdf");
  });
});

describe("the evening's switches and the settings", () => {
  it("a pause until later today names the time; one into another day names the day", () => {
    expect(sentence("owner", { kind: "ordering.paused", after: { until: "2026-11-24T21:30:00.000Z" } })).toBe(
      "owner paused online ordering until 21:30",
    );
    expect(sentence("owner", { kind: "ordering.paused", after: { until: "2026-11-25T11:00:00.000Z" } })).toBe(
      "owner paused online ordering until 11:00 on Wednesday 25 November",
    );
    // British Summer Time: 18:00 UTC is 19:00 in London.
    expect(
      sentence(
        "owner",
        { kind: "ordering.paused", after: { until: "2026-06-02T18:00:00.000Z" } },
        "2026-06-02T17:00:00.000Z",
      ),
    ).toBe("owner paused online ordering until 19:00");
    expect(
      sentence("owner", { kind: "ordering.resumed", before: { until: "2026-11-24T21:30:00.000Z" } }),
    ).toBe("owner resumed online ordering");
    expect(
      sentence("owner", { kind: "prep-time.changed", before: { minutes: 20 }, after: { minutes: 45 } }),
    ).toBe("owner changed the preparation time from 20 to 45 minutes");
  });

  it("says who drives and what became of a delivery (issue 35)", () => {
    expect(
      sentence("owner", { kind: "delivery.driver-role", subject: "ana", after: { isDriver: true } }),
    ).toBe("owner made ana a driver");
    expect(
      sentence("owner", { kind: "delivery.driver-role", subject: "ana", after: { isDriver: false } }),
    ).toBe("owner took the driver role from ana");
    expect(
      sentence("waiter", {
        kind: "delivery.driver-assigned",
        subject: "HH-ABC234",
        after: { driver: "ana" },
      }),
    ).toBe("waiter gave delivery HH-ABC234 to ana");
    expect(
      sentence("ana", {
        kind: "delivery.progress",
        subject: "HH-ABC234",
        after: { status: "failed", reason: "Nobody home" },
      }),
    ).toBe("ana could not deliver HH-ABC234: Nobody home");
  });

  it("says what changed in delivery: zones, the pause and the switches", () => {
    expect(
      sentence("owner", { kind: "delivery-zone.added", subject: "Town", after: { feePence: 250 } }),
    ).toBe("owner added the delivery zone Town");
    expect(
      sentence("owner", {
        kind: "delivery-zone.changed",
        subject: "Town",
        before: { feePence: 250 },
        after: { feePence: 300 },
      }),
    ).toMatch(/^owner changed the delivery zone Town: .*£2\.50 to £3\.00$/);
    expect(sentence("owner", { kind: "delivery-zone.removed", subject: "Town", before: {} })).toBe(
      "owner removed the delivery zone Town",
    );
    expect(sentence("sara", { kind: "delivery.paused", after: { until: "2026-11-24T21:30:00.000Z" } })).toBe(
      "sara paused delivery until 21:30",
    );
    expect(
      sentence("sara", { kind: "delivery.resumed", before: { until: "2026-11-24T21:30:00.000Z" } }),
    ).toBe("sara resumed delivery");
  });

  it("settings in their units: hours, percent, pounds", () => {
    const before = {
      overtimeThresholdMinutes: 2400,
      overtimeRatePercent: 150,
      minOrderPence: 1000,
      reservationCancelCutoffHours: 2,
      kitchenCapacityPerSlot: 6,
    };
    expect(
      sentence("owner", {
        kind: "settings.changed",
        before,
        after: {
          overtimeThresholdMinutes: 2100,
          overtimeRatePercent: 125,
          minOrderPence: 1250,
          reservationCancelCutoffHours: 1,
          kitchenCapacityPerSlot: 7,
        },
      }),
    ).toBe(
      "owner changed the settings: kitchen capacity per slot from 6 to 7, minimum order from £10.00 to £12.50, " +
        "overtime after (a week) from 40 hours to 35 hours, overtime rate from 150% to 125%, " +
        "reservation cancel cutoff from 2 hours to 1 hour",
    );
  });
});

describe("people and money", () => {
  it("sign-ins and passwords, never a password itself", () => {
    expect(sentence("owner", { kind: "account.added", subject: "waiter1", after: { role: "staff" } })).toBe(
      "owner added the sign-in waiter1 (staff)",
    );
    expect(
      sentence("owner", {
        kind: "account.changed",
        subject: "waiter1",
        before: { role: "staff", isDisabled: false },
        after: { role: "owner", isDisabled: true },
      }),
    ).toBe("owner disabled the sign-in waiter1 and made waiter1 an owner");
    expect(sentence("owner", { kind: "account.password-reset", subject: "waiter1" })).toBe(
      "owner reset the password of waiter1",
    );
    expect(sentence("sara", { kind: "account.own-password", subject: "sara" })).toBe(
      "sara changed their own password",
    );
  });

  it("cash-ups with the drawer's outcome, and corrections field by field", () => {
    const cashUp = {
      date: "2026-11-23",
      tipsPence: 0,
      counterSalesCardPence: 40000,
      summary: { differencePence: -450, outcome: "short" },
    };
    expect(sentence("owner", { kind: "cash-up.recorded", subject: "2026-11-23", after: cashUp })).toBe(
      "owner recorded the cash-up for Monday 23 November: short by £4.50",
    );
    expect(
      sentence("owner", {
        kind: "cash-up.corrected",
        subject: "2026-11-23",
        before: cashUp,
        after: {
          ...cashUp,
          counterSalesCardPence: 40450,
          summary: { differencePence: 0, outcome: "balanced" },
        },
      }),
    ).toBe(
      "owner corrected the cash-up for Monday 23 November: counter sales by card from £400.00 to £404.50; now balanced",
    );
  });

  it("employees: the pay rate in pounds, a National Insurance number replaced without its value", () => {
    const ravi = {
      firstName: "Ravi",
      lastName: "Kumar",
      position: "chef",
      hourlyRatePence: 1200,
      endDate: null,
      nationalInsuranceNumber: REDACTED,
    };
    expect(sentence("owner", { kind: "employee.added", subject: "Ravi Kumar", after: ravi })).toBe(
      "owner added the employee Ravi Kumar (chef, £12.00 an hour)",
    );
    const words = sentence("owner", {
      kind: "employee.changed",
      subject: "Ravi Kumar",
      before: ravi,
      after: {
        ...ravi,
        hourlyRatePence: 1271,
        endDate: "2026-12-31",
        nationalInsuranceNumber: REDACTED_REPLACED,
      },
    });
    expect(words).toBe(
      "owner changed Ravi Kumar: end date from none to Thursday 31 December, hourly rate from £12.00 to £12.71, new National Insurance number",
    );
  });

  it("shifts and purchases", () => {
    const shift = {
      employeeId: 1,
      date: "2026-11-23",
      clockInTime: "10:00",
      clockOutTime: "18:30",
      breakDuration: 30,
      totalPayPence: 9600,
    };
    expect(sentence("owner", { kind: "time-entry.added", subject: "Ravi Kumar", after: shift })).toBe(
      "owner added a shift for Ravi Kumar on Monday 23 November, 10:00–18:30",
    );
    expect(
      sentence("owner", {
        kind: "time-entry.changed",
        subject: "Ravi Kumar",
        before: shift,
        after: { ...shift, clockOutTime: "19:00", breakDuration: 60, totalPayPence: 9600 },
      }),
    ).toBe(
      "owner changed Ravi Kumar's shift on Monday 23 November: break from 30 minutes to 1 hour, clock-out from 18:30 to 19:00",
    );
    expect(sentence("owner", { kind: "time-entry.removed", subject: "Ravi Kumar", before: shift })).toBe(
      "owner deleted Ravi Kumar's shift on Monday 23 November (10:00–18:30)",
    );
    const receipt = {
      vendor: "Booker",
      date: "2026-11-23",
      totalAmountPence: 4560,
      vatAmountPence: null,
      items: [],
    };
    expect(sentence("owner", { kind: "purchase.added", subject: "Booker", after: receipt })).toBe(
      "owner added a purchase from Booker on Monday 23 November (£45.60)",
    );
    expect(
      sentence("owner", {
        kind: "purchase.changed",
        subject: "Booker",
        before: receipt,
        after: { ...receipt, vatAmountPence: 760, items: ["2 x Onions at £1.20"] },
      }),
    ).toBe(
      "owner changed the purchase from Booker on Monday 23 November: items from none to 2 x Onions at £1.20, VAT from none to £7.60",
    );
  });
});

describe("hours, offers, chefs, bookings", () => {
  it("names days and periods, and a date in another year with its year", () => {
    expect(
      sentence("owner", {
        kind: "hours.changed",
        subject: "Monday",
        before: { dayOfWeek: 1, isClosed: false, closeTime: "22:00" },
        after: { dayOfWeek: 1, isClosed: false, closeTime: "23:00" },
      }),
    ).toBe("owner changed Monday's opening hours: closing time from 22:00 to 23:00");
    expect(
      sentence("owner", {
        kind: "special-hours.added",
        subject: "New Year's Day",
        after: { date: "2027-01-01", isClosed: true, openTime: null, closeTime: null },
      }),
    ).toBe("owner set special hours for Friday 1 January 2027: closed (New Year's Day)");
    expect(
      sentence("owner", {
        kind: "time-period.added",
        subject: "Tuesday Late",
        after: { dayOfWeek: 2, openTime: "23:00", closeTime: "23:30" },
      }),
    ).toBe("owner added the opening period Tuesday Late (23:00–23:30)");
    expect(
      sentence("owner", {
        kind: "offer.flash-sale",
        subject: "Happy hour",
        after: { percent: 20, validTo: "2026-11-24T22:00:00.000Z" },
      }),
    ).toBe("owner started the flash sale Happy hour: 20% off until 22:00");
    expect(
      sentence("owner", {
        kind: "offer.flash-sale-ended",
        subject: "COLLECTION 30% OFF",
        before: { validTo: "2026-11-25T00:00:00.000Z" },
        after: { validTo: "2026-11-24T14:00:00.000Z", replacedBy: "COLLECTION 20% OFF" },
      }),
    ).toBe(
      "owner ended the flash sale COLLECTION 30% OFF, which was to run until 00:00 on Wednesday 25 November: COLLECTION 20% OFF replaces it",
    );
  });

  it("bookings by the diner's name", () => {
    expect(
      sentence("sara", {
        kind: "booking.added",
        subject: "Asha Patel",
        after: { date: "2026-11-25", time: "19:00", guests: 4 },
      }),
    ).toBe("sara booked a table for Asha Patel: 4 guests on Wednesday 25 November at 19:00");
    expect(
      sentence("sara", {
        kind: "booking.status",
        subject: "Asha Patel",
        before: { status: "confirmed" },
        after: { status: "no_show", date: "2026-11-25", time: "19:00" },
      }),
    ).toBe("sara marked Asha Patel's booking for Wednesday 25 November at 19:00 a no-show");
  });

  it("a customer's date of birth, set, corrected or removed by an owner", () => {
    const dob = (before: string | null, after: string | null) =>
      sentence("owner", {
        kind: "customer.date-of-birth",
        subject: "asha@example.com",
        before: { dateOfBirth: before },
        after: { dateOfBirth: after },
      });
    expect(dob(null, "1990-03-14")).toBe("owner set the date of birth of asha@example.com to 1990-03-14");
    expect(dob("1990-03-14", "1990-04-13")).toBe(
      "owner corrected the date of birth of asha@example.com from 1990-03-14 to 1990-04-13",
    );
    expect(dob("1990-03-14", null)).toBe(
      "owner removed the date of birth of asha@example.com (was 1990-03-14)",
    );
  });
});

describe("rows the words cannot describe", () => {
  it("fall back to the words stored with the row", () => {
    const legacy = {
      username: "admin",
      at: AT,
      subject: null,
      summary: "Cash-up for 2026-11-24 recorded (short by 450p)",
      before: null,
      after: { tipsPence: 0 },
    };
    expect(describeAuditEntry({ ...legacy, kind: "request" })).toBe(
      "admin: Cash-up for 2026-11-24 recorded (short by 450p)",
    );
    expect(describeAuditEntry({ ...legacy, kind: "kind.from-a-later-version" })).toBe(
      "admin: Cash-up for 2026-11-24 recorded (short by 450p)",
    );
    // Data that does not fit its kind (an older shape) never throws.
    expect(describeAuditEntry({ ...legacy, kind: "order.status", subject: "HH-1", after: null })).toBe(
      "admin: Cash-up for 2026-11-24 recorded (short by 450p)",
    );
  });

  it("a stored key named __proto__ is a field, not a label (fast-check seed -266740074)", () => {
    const after = JSON.parse('{"__proto__":[]}') as unknown;
    const words = describeAuditEntry({
      username: "sara",
      at: AT,
      kind: "chef.changed",
      subject: "x",
      before: {},
      after,
    });
    expect(words).toBe("sara changed the chef x: new __proto__");
  });

  it("every kind says who did it, whatever its data (property)", () => {
    const kinds = Object.keys(AUDIT_KINDS);
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.constantFrom("sara", "admin", "o'brien"),
        fc.anything(),
        fc.anything(),
        (kind, username, before, after) => {
          const words = describeAuditEntry({
            username,
            at: AT,
            kind,
            subject: "x",
            summary: "s",
            before,
            after,
          });
          expect(words.startsWith(username)).toBe(true);
          expect(words).not.toMatch(/\bundefined\b|NaN|\[object Object\]/);
        },
      ),
    );
  });
});

describe("the parts", () => {
  it("labels fields in words and lists only what changed", () => {
    expect(labelOfField("kitchenCapacityPerSlot")).toBe("kitchen capacity per slot");
    expect(labelOfField("isSpicy")).toBe("spicy");
    expect(labelOfField("hourlyRatePence")).toBe("hourly rate");
    expect(
      listChanges({ id: 1, updatedAt: "a", pricePence: 100 }, { id: 2, updatedAt: "b", pricePence: 100 }),
    ).toEqual([]);
  });

  it("every filter group holds at least one kind and every kind one group", () => {
    const grouped = [
      "order-status",
      "phone-orders",
      "printing",
      "refunds",
      "sold-out",
      "ordering",
      "menu",
      "offers",
      "chefs",
      "delivery",
      "site-content",
      "hours",
      "settings",
      "accounts",
      "cash-ups",
      "employees",
      "purchases",
      "bookings",
      "customers",
      "newsletters",
      "reviews",
      "gift-vouchers",
      "catering",
      "other",
    ] as const;
    for (const group of grouped) expect(getKindsOfGroup(group).length).toBeGreaterThan(0);
    expect(grouped.flatMap(getKindsOfGroup).sort()).toEqual(Object.keys(AUDIT_KINDS).sort());
  });
});
