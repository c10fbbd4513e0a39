import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { getLondonMoment } from "../../../../shared/opening-hours/london-time";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { decideReservation, reservationsQueryKey, reservationsQueryOptions } from "../api/admin-inbox";
import { EmptyState, Loaded } from "./admin-ui";

export function ReservationsTab() {
  const [date, setDate] = useState(() => getLondonMoment(new Date()).date);
  const reservations = useQuery(reservationsQueryOptions(date));
  const decide = useAdminMutation({
    mutationFn: ({ id, status }: { id: number; status: "confirmed" | "declined" }) =>
      decideReservation(id, status),
    // Said here with what happens next: whether the guest was emailed.
    success: null,
    onSuccess: (result, vars) =>
      toast.success(`Reservation ${vars.status}`, {
        description: result.emailed
          ? "The guest has been emailed."
          : "No email address: please phone the guest.",
      }),
    failure: "Failed to update reservation",
    invalidate: [reservationsQueryKey],
  });

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-xl font-bold text-maroon-800">Reservations</h2>
        <div className="flex items-end gap-2">
          <FormField label="Date">
            <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </FormField>
          <Button variant="ghost" onClick={() => setDate("")}>
            Show all
          </Button>
        </div>
      </div>
      <Loaded query={reservations} what="reservations">
        {(list) =>
          list.length === 0 ? (
            <EmptyState>No reservations{date ? ` on ${date}` : ""}.</EmptyState>
          ) : (
            <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
              {list.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <p className="font-semibold text-stone-900">
                      {r.date} {r.time} · {r.guests} {r.guests === 1 ? "guest" : "guests"} · {r.name}
                    </p>
                    <p className="text-sm text-stone-700">
                      {r.phone}
                      {r.email ? ` · ${r.email}` : ""}
                      {r.notes ? ` · ${r.notes}` : ""}
                    </p>
                  </div>
                  <div className="flex items-center gap-2">
                    <span className="rounded-full bg-stone-200 px-2 py-0.5 text-sm font-medium text-stone-900">
                      {r.status}
                    </span>
                    {r.status === "pending" && (
                      <>
                        <Button size="sm" onClick={() => decide.mutate({ id: r.id, status: "confirmed" })}>
                          Confirm
                        </Button>
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => decide.mutate({ id: r.id, status: "declined" })}
                        >
                          Decline
                        </Button>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </div>
  );
}
