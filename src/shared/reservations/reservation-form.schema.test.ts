import { describe, expect, it } from "vitest";
import {
  CHOOSE_TIME_MESSAGE,
  PAST_DATE_MESSAGE,
  ReservationRequestSchema,
  reservationFormSchema,
} from "./reservation.schema";

const TODAY = "2026-11-24";
const valid = {
  name: "Asha Patel",
  phone: "07700 900123",
  email: "",
  date: "2026-11-27",
  time: "19:30",
  guests: "2",
  notes: "",
};
const form = reservationFormSchema(TODAY);
const messageOf = (schema: typeof ReservationRequestSchema | typeof form, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? "?");
};

describe("the booking form refuses what the server refuses, with the same message (issue 26)", () => {
  it.each([
    ["a control character in the name", { ...valid, name: "Asha\u0000" }],
    ["an email over 255 characters", { ...valid, email: `${"a".repeat(250)}@example.test` }],
    ["a phone with letters", { ...valid, phone: "call me" }],
    ["notes over 1000 characters", { ...valid, notes: "x".repeat(1001) }],
    ["a time not offered", { ...valid, time: "19:45" }],
  ])("%s", (_what, input) => {
    const server = messageOf(ReservationRequestSchema, input);
    expect(server).not.toBeNull();
    expect(messageOf(form, input)).toBe(server);
  });

  it("asks for a time when none is chosen or the select is disabled, refuses a past date, and outputs the request", () => {
    expect(messageOf(form, { ...valid, time: "" })).toBe(CHOOSE_TIME_MESSAGE);
    expect(messageOf(form, { ...valid, time: undefined })).toBe(CHOOSE_TIME_MESSAGE);
    expect(messageOf(form, { ...valid, date: "2026-11-23" })).toBe(PAST_DATE_MESSAGE);
    const parsed = form.parse(valid);
    expect(parsed).toMatchObject({ guests: 2, email: null, notes: null });
    expect(ReservationRequestSchema.parse(parsed)).toEqual(parsed);
  });
});
