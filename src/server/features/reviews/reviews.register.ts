/** Reviews: Google's, the site's own from real orders, staff's publishing, a diner's own. */
import { defineFeature } from "../../lib/feature";
import { reviewsCustomerRoutes } from "./reviews.customer.routes";
import { reviewsRoutes, siteReviewsRoutes } from "./reviews.public.routes";
import { reviewsAdminRoutes } from "./reviews.staff.routes";

export const reviewsFeature = defineFeature({
  name: "reviews",
  async public(app, options) {
    await app.register(reviewsRoutes, {
      prefix: "/api/google-business",
      placesBaseUrl: options.googlePlacesBaseUrl,
    });
    // A new review waits for staff: no public fact changes until they publish it.
    await app.register(siteReviewsRoutes, {
      prefix: "/api/reviews",
      invalidates: [],
      placesBaseUrl: options.googlePlacesBaseUrl,
    });
  },
  async customer(customer) {
    await customer.register(reviewsCustomerRoutes, { prefix: "/api/customer", invalidates: [] });
  },
  async staff(staff) {
    // The home page's reviews and figures change only when a published review does: its handler says.
    await staff.register(reviewsAdminRoutes, { prefix: "/api/admin/reviews", invalidates: [] });
  },
});
