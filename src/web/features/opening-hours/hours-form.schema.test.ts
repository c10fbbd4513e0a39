import { describe, expect, it } from "vitest";
import {
  SPECIAL_HOURS_PAST_MESSAGE,
  SPECIAL_HOURS_REQUIRED_MESSAGE,
  TIME_FORMAT_MESSAGE,
} from "@shared/opening-hours/opening-hours.schema";
import { errorsOf } from "@web/testing/schema-errors";
import { OperatingHoursFormSchema, specialHoursFormSchema, TimePeriodFormSchema } from "./hours-form.schema";

describe("operating hours form", () => {
  const day = {
    openTime: "11:00",
    closeTime: "22:00",
    lastOrderTime: "",
    isClosed: false,
    isOrderingEnabled: true,
  };

  it("reads a blank last order time as 'at closing'", () => {
    expect(OperatingHoursFormSchema.parse(day).lastOrderTime).toBeNull();
  });

  it("gives the spec's HH:MM message for each bad time", () => {
    expect(errorsOf(OperatingHoursFormSchema, { ...day, openTime: "9", lastOrderTime: "25:00" })).toEqual({
      openTime: TIME_FORMAT_MESSAGE,
      lastOrderTime: TIME_FORMAT_MESSAGE,
    });
  });
});

describe("time period form", () => {
  it("requires a name and both times, in HH:MM", () => {
    expect(errorsOf(TimePeriodFormSchema, { periodName: "", openTime: "", closeTime: "5pm" })).toEqual({
      periodName: "Name is required",
      openTime: "Opening time is required",
      closeTime: TIME_FORMAT_MESSAGE,
    });
    expect(
      TimePeriodFormSchema.parse({ periodName: " Lunch ", openTime: "12:00", closeTime: "15:00" }),
    ).toEqual({
      periodName: "Lunch",
      openTime: "12:00",
      closeTime: "15:00",
    });
  });
});

describe("special hours form", () => {
  const schema = specialHoursFormSchema("2026-11-24");
  const blank = {
    date: "",
    reason: "",
    isClosed: false,
    openTime: "11:30",
    closeTime: "21:30",
    lastOrderTime: "",
  };

  it("needs a date and a reason, with the spec's message", () => {
    expect(errorsOf(schema, blank)).toEqual({
      date: SPECIAL_HOURS_REQUIRED_MESSAGE,
      reason: SPECIAL_HOURS_REQUIRED_MESSAGE,
    });
  });

  it("refuses a date before today", () => {
    expect(errorsOf(schema, { ...blank, date: "2026-11-23", reason: "Eid" })).toEqual({
      date: SPECIAL_HOURS_PAST_MESSAGE,
    });
  });

  it("checks times only when the day is not closed", () => {
    const day = { ...blank, date: "2026-11-25", reason: "Eid", openTime: "noon" };
    expect(errorsOf(schema, day)).toEqual({ openTime: TIME_FORMAT_MESSAGE });
    expect(schema.parse({ ...day, isClosed: true })).toMatchObject({
      isClosed: true,
      openTime: null,
      closeTime: null,
    });
  });
});
