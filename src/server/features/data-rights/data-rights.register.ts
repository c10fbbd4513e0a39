/** A diner's export and deletion of their data, and the owner's handling of requests. */
import { defineFeature } from "../../lib/feature";
import { dataRightsCustomerRoutes } from "./data-rights.customer.routes";
import { dataRightsOwnerRoutes } from "./data-rights.owner.routes";

export const dataRightsFeature = defineFeature({
  name: "data-rights",
  async customer(customer) {
    await customer.register(dataRightsCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(dataRightsOwnerRoutes, { prefix: "/api/admin/data-rights", invalidates: [] });
  },
});
