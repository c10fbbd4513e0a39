/**
 * Valid request bodies for staff routes that more than one test file sends: the route tests, the
 * 401 sweep in admin-access and the role-and-audit table in owner-access wrote them out each time.
 */

/** POST /api/offers: a half-price offer over November and December 2026. */
export const validOffer = {
  title: "Test offer",
  description: "Half off",
  discountType: "percentage",
  discountValue: 50,
  validFrom: "2026-11-01T00:00:00Z",
  validTo: "2026-12-31T00:00:00Z",
};

/** POST /api/admin/employees: a chef with every detail, audited as "Ravi Kumar (chef, £12.00 an hour)". */
export const raviTheChef = {
  firstName: "Ravi",
  lastName: "Kumar",
  position: "chef",
  hourlyRatePence: 1200,
  // Below the National Living Wage (£12.71): saved because the owner confirmed it.
  confirmBelowMinimumWage: true,
  startDate: "2026-01-05",
  phoneNumber: "07700 900123",
  email: "ravi@example.com",
  nationalInsuranceNumber: "ab 12 34 56 c",
};
