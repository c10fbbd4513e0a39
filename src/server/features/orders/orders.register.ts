/** Orders: the diner's quote and checkout, and staff's phone orders (the board: kitchen-board). */
import { defineFeature } from "../../lib/feature";
import { ordersRoutes } from "./orders.public.routes";
import { phoneOrdersAdminRoutes } from "./phone-orders.staff.routes";

export const ordersFeature = defineFeature({
  name: "orders",
  async public(app) {
    // A quote changes nothing; a placed order only what its handler says (alsoInvalidate).
    await app.register(ordersRoutes, { prefix: "/api", invalidates: [] });
  },
  async staff(staff) {
    // A phone order changes what the order does (the last slot, a promotion's uses): its handler says.
    await staff.register(phoneOrdersAdminRoutes, { prefix: "/api/admin/orders", invalidates: [] });
  },
});
