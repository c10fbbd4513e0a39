/**
 * A booking's life. Staff move it forward; the diner can only cancel (through the private link).
 * Declined, cancelled, no-show and completed are final.
 */
export const RESERVATION_STATUSES = [
  "pending",
  "confirmed",
  "declined",
  "cancelled",
  "seated",
  "no_show",
  "completed",
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Where a booking came from: the public form, or staff taking it by phone. */
export const RESERVATION_SOURCES = ["online", "phone"] as const;
export type ReservationSource = (typeof RESERVATION_SOURCES)[number];

const TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["confirmed", "declined", "cancelled"],
  confirmed: ["seated", "no_show", "cancelled"],
  seated: ["completed"],
  declined: [],
  cancelled: [],
  no_show: [],
  completed: [],
};

export function canChangeReservationStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function nextReservationStatuses(from: ReservationStatus): readonly ReservationStatus[] {
  return TRANSITIONS[from];
}

/** Bookings that hold their table: they count against a slot's capacity. */
export const SEAT_HOLDING_STATUSES: readonly ReservationStatus[] = [
  "pending",
  "confirmed",
  "seated",
  "completed",
  "no_show",
];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: "Requested",
  confirmed: "Confirmed",
  declined: "Declined",
  cancelled: "Cancelled",
  seated: "Seated",
  no_show: "No-show",
  completed: "Completed",
};
