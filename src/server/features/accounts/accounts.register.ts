/** Diners' accounts (registration, sign-in, their own page) and the owner's customer list. */
import { defineFeature } from "../../lib/feature";
import { accountsRoutes } from "./accounts.public.routes";
import { customerAccountRoutes } from "./customer-account.customer.routes";
import { customersOwnerRoutes } from "./customers.owner.routes";

export const accountsFeature = defineFeature({
  name: "accounts",
  async public(app) {
    await app.register(accountsRoutes, { prefix: "/api", invalidates: [] });
  },
  async customer(customer) {
    await customer.register(customerAccountRoutes, { prefix: "/api", invalidates: [] });
  },
  async owner(owner) {
    await owner.register(customersOwnerRoutes, { prefix: "/api/admin/customers", invalidates: [] });
  },
});
