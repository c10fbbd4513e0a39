/** The kitchen printer: its tickets (the outbox's ticket kind), staff's reprints, the owner's setup. */
import { defineFeature } from "../../lib/feature";
import { printingOwnerRoutes } from "./printing.owner.routes";
import { KITCHEN_TICKET_KIND, kitchenTicketDelivery } from "./printing.service";
import { printingAdminRoutes } from "./printing.staff.routes";

export const printingFeature = defineFeature({
  name: "printing",
  async staff(staff) {
    await staff.register(printingAdminRoutes, { prefix: "/api/admin/printer", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(printingOwnerRoutes, { prefix: "/api/admin/printer", invalidates: [] });
  },
  deferredWork(_app, deps) {
    deps.outbox.register(KITCHEN_TICKET_KIND, kitchenTicketDelivery(deps));
  },
});
