/** The diner's private page for a booking (/reservation/:token, linked from every booking mail). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { formatGuestsLabel, type ManagedReservation } from "@shared/reservations/reservation.schema";
import { RESERVATION_STATUS_LABELS } from "@shared/reservations/reservation-status";
import { toast } from "@web/lib/toast";
import { Breadcrumb } from "../../components/layout/breadcrumb";
import { PhoneLink } from "../../components/layout/contact-links";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { useRestaurant } from "../../lib/restaurant";
import { cancelMyReservation } from "./api/cancel-my-reservation";
import { managedReservationQueryKey, managedReservationQueryOptions } from "./api/get-managed-reservation";

const STATUS_TEXT: Record<ManagedReservation["status"], string> = {
  pending: "We have your request and will confirm it shortly.",
  confirmed: "Your table is confirmed. We look forward to seeing you.",
  declined: "We're sorry, we could not take this booking.",
  cancelled: "This booking is cancelled.",
  seated: "Enjoy your meal!",
  no_show: "We missed you at this booking.",
  completed: "Thank you for dining with us.",
};

export function ManageReservationPage() {
  const { token = "" } = useParams();
  const booking = useQuery(managedReservationQueryOptions(token));
  const restaurant = useRestaurant();
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Breadcrumb trail={["Your Booking"]} />
      <h1 className="font-display text-3xl font-bold text-maroon-800">Your table booking</h1>
      {booking.isPending && <Spinner label="Loading your booking" />}
      {booking.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {booking.error instanceof ApiError && booking.error.status < 500
            ? `This booking link is not valid. Please ${restaurant ? `call us on ${restaurant.phone}` : "contact us"}.`
            : "We couldn't load your booking. Please refresh the page."}
        </p>
      )}
      {booking.data && <BookingDetails token={token} booking={booking.data} />}
    </div>
  );
}

function BookingDetails({ token, booking }: { token: string; booking: ManagedReservation }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelMyReservation(token),
    onSuccess: (updated) => {
      queryClient.setQueryData(managedReservationQueryKey(token), updated);
      toast.success("Booking cancelled", { description: "We've emailed you a confirmation." });
    },
    onError: (error) => toast.error("Cancellation failed", { description: describeError(error) }),
  });
  return (
    <section
      aria-labelledby="booking-heading"
      className="space-y-4 rounded-2xl bg-cream p-6 ring-1 ring-stone-200"
    >
      <h2 id="booking-heading" className="text-xl font-bold text-stone-900">
        {booking.name}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-stone-900">
        <dt className="font-semibold">Date</dt>
        <dd>{formatCalendarDate(booking.date)}</dd>
        <dt className="font-semibold">Time</dt>
        <dd>{booking.time}</dd>
        <dt className="font-semibold">Guests</dt>
        <dd>{formatGuestsLabel(booking.guests)}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          <strong>{RESERVATION_STATUS_LABELS[booking.status]}</strong>
        </dd>
      </dl>
      <p className="text-stone-800">{STATUS_TEXT[booking.status]}</p>
      {booking.staffMessage && (
        <blockquote className="border-l-4 border-saffron-400 pl-4 text-stone-800">
          <p className="text-sm font-semibold">A message from us</p>
          <p>{booking.staffMessage}</p>
        </blockquote>
      )}
      {booking.canCancel ? (
        <ConfirmDialog
          trigger={
            <Button variant="danger" disabled={cancel.isPending}>
              Cancel booking
            </Button>
          }
          title="Cancel this booking?"
          description={
            <>
              Your table for {formatGuestsLabel(booking.guests).toLowerCase()} on{" "}
              {formatCalendarDate(booking.date)} at {booking.time} will be released.
            </>
          }
          cancelLabel="Keep booking"
          confirmLabel="Yes, cancel it"
          onConfirm={() => cancel.mutate()}
        />
      ) : (
        (booking.status === "pending" || booking.status === "confirmed") && (
          <p className="text-sm text-stone-700">
            Bookings can be cancelled online up to {booking.cancelCutoffHours} hours before. To change or
            cancel now, please call <PhoneLink className="font-semibold text-maroon-800 underline" />.
          </p>
        )
      )}
    </section>
  );
}
