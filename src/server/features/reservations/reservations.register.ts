/** Table bookings: the diner's request, staff's book, and the reminders' job. */
import { defineFeature } from "../../lib/feature";
import { reservationsRoutes } from "./reservations.public.routes";
import { createReservationRemindersJob } from "./reservations.service";
import { reservationsAdminRoutes } from "./reservations.staff.routes";

export const reservationsFeature = defineFeature({
  name: "reservations",
  async public(app) {
    await app.register(reservationsRoutes, { prefix: "/api/reservations", invalidates: [] });
  },
  async staff(staff) {
    await staff.register(reservationsAdminRoutes, { prefix: "/api/admin/reservations", invalidates: [] });
  },
  jobs: (deps) => [createReservationRemindersJob(deps)],
});
