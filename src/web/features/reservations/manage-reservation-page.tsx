/** The diner's private page for a booking (/reservation/:token, linked from every booking mail). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertDialog } from "radix-ui";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { formatGuestsLabel, type ManagedReservation } from "../../../shared/reservations/reservation.schema";
import { RESERVATION_STATUS_LABELS } from "../../../shared/reservations/reservation-status";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { ApiError, describeError } from "../../lib/api-client";
import { formatCalendarDate } from "../../lib/format";
import { RESTAURANT } from "../../lib/restaurant";
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
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-stone-700">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/" className="hover:underline">
              Home
            </Link>{" "}
            /
          </li>
          <li aria-current="page" className="font-semibold text-maroon-800">
            Your Booking
          </li>
        </ol>
      </nav>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Your table booking</h1>
      {booking.isPending && <Spinner label="Loading your booking" />}
      {booking.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {booking.error instanceof ApiError && booking.error.status < 500
            ? `This booking link is not valid. Please call us on ${RESTAURANT.phone}.`
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
        <AlertDialog.Root>
          <AlertDialog.Trigger asChild>
            <Button variant="danger" disabled={cancel.isPending}>
              Cancel booking
            </Button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
            <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
              <AlertDialog.Title className="text-lg font-bold text-stone-900">
                Cancel this booking?
              </AlertDialog.Title>
              <AlertDialog.Description className="mt-2 text-stone-700">
                Your table for {formatGuestsLabel(booking.guests).toLowerCase()} on{" "}
                {formatCalendarDate(booking.date)} at {booking.time} will be released.
              </AlertDialog.Description>
              <div className="mt-6 flex justify-end gap-2">
                <AlertDialog.Cancel asChild>
                  <Button variant="ghost">Keep booking</Button>
                </AlertDialog.Cancel>
                <AlertDialog.Action asChild>
                  <Button variant="danger" onClick={() => cancel.mutate()}>
                    Yes, cancel it
                  </Button>
                </AlertDialog.Action>
              </div>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      ) : (
        (booking.status === "pending" || booking.status === "confirmed") && (
          <p className="text-sm text-stone-700">
            Bookings can be cancelled online up to {booking.cancelCutoffHours} hours before. To change or
            cancel now, please call{" "}
            <a href={RESTAURANT.phoneHref} className="font-semibold text-maroon-800 underline">
              {RESTAURANT.phone}
            </a>
            .
          </p>
        )
      )}
    </section>
  );
}
