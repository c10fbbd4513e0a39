import { describe, expect, it } from "vitest";
import { OrderAheadFormSchema } from "./order-ahead-form.schema";

describe("order-ahead form", () => {
  it("turns the typed numbers into the setting, and refuses what is not a whole number or out of range", () => {
    expect(
      OrderAheadFormSchema.parse({ daysAhead: "6", printMinutesBefore: "45", cancelCutoffMinutes: "120" }),
    ).toEqual({
      daysAhead: 6,
      printMinutesBefore: 45,
      cancelCutoffMinutes: 120,
    });
    expect(
      OrderAheadFormSchema.safeParse({ daysAhead: "1.5", printMinutesBefore: "45", cancelCutoffMinutes: "0" })
        .success,
    ).toBe(false);
    expect(
      OrderAheadFormSchema.safeParse({ daysAhead: "15", printMinutesBefore: "45", cancelCutoffMinutes: "0" })
        .success,
    ).toBe(false);
  });
});
