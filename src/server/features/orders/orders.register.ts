/** Orders: the diner's quote and checkout, the kitchen's board and phone orders. */
import { defineFeature } from "../../lib/feature";
import { ordersRoutes } from "./orders.routes";
import { ordersAdminRoutes } from "./orders-admin.routes";
import { phoneOrdersAdminRoutes } from "./phone-orders-admin.routes";

export const ordersFeature = defineFeature({
  name: "orders",
  async public(app) {
    // A quote changes nothing; a placed order only what its handler says (alsoInvalidate).
    await app.register(ordersRoutes, { prefix: "/api", invalidates: [] });
  },
  async staff(staff) {
    // Printing and acknowledging change no public fact; a status change says its own.
    await staff.register(ordersAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
    // A phone order changes what the order does (the last slot, a promotion's uses): its handler says.
    await staff.register(phoneOrdersAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
  },
});
