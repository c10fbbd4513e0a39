import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  canChangeReservationStatus,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from "./reservation-status";

describe("reservation status rules", () => {
  it("moves a booking along its life and nowhere else", () => {
    expect(canChangeReservationStatus("pending", "confirmed")).toBe(true);
    expect(canChangeReservationStatus("pending", "declined")).toBe(true);
    expect(canChangeReservationStatus("confirmed", "seated")).toBe(true);
    expect(canChangeReservationStatus("confirmed", "no_show")).toBe(true);
    expect(canChangeReservationStatus("seated", "completed")).toBe(true);
    expect(canChangeReservationStatus("pending", "seated")).toBe(false);
    expect(canChangeReservationStatus("confirmed", "declined")).toBe(false);
    expect(canChangeReservationStatus("declined", "confirmed")).toBe(false);
  });

  it("property: final statuses never change, and nothing returns to pending", () => {
    const status = fc.constantFrom<ReservationStatus>(...RESERVATION_STATUSES);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (["declined", "cancelled", "no_show", "completed"].includes(from)) {
          expect(canChangeReservationStatus(from, to)).toBe(false);
        }
        if (to === "pending" || from === to) expect(canChangeReservationStatus(from, to)).toBe(false);
      }),
    );
  });
});
