/** The kitchen board: the day's orders for staff, their status, printing and acknowledging. */
import { defineFeature } from "../../lib/feature";
import { kitchenBoardStaffRoutes } from "./kitchen-board.staff.routes";

export const kitchenBoardFeature = defineFeature({
  name: "kitchen-board",
  async staff(staff) {
    // Printing and acknowledging change no public fact; a status change says its own.
    await staff.register(kitchenBoardStaffRoutes, { prefix: "/api/admin/orders", invalidates: [] });
  },
});
