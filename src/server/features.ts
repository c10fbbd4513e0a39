/**
 * Every server feature, in the order app.ts registers each scope's routes. A new feature is one
 * `<name>.register.ts` (lib/feature.ts) and one line here.
 */
import { accountsFeature } from "./features/accounts/accounts.register";
import { adminFeature } from "./features/admin/admin.register";
import { auditLogFeature } from "./features/audit-log/audit-log.register";
import { cashUpFeature } from "./features/cash-up/cash-up.register";
import { cateringFeature } from "./features/catering/catering.register";
import { chefsFeature } from "./features/chefs/chefs.register";
import { contactFeature } from "./features/contact/contact.register";
import { dataRightsFeature } from "./features/data-rights/data-rights.register";
import { deliveryFeature } from "./features/delivery/delivery.register";
import { employeesFeature } from "./features/employees/employees.register";
import { giftVouchersFeature } from "./features/gift-vouchers/gift-vouchers.register";
import { healthFeature } from "./features/health/health.register";
import { imagesFeature } from "./features/images/images.register";
import { kitchenBoardFeature } from "./features/kitchen-board/kitchen-board.register";
import { menuFeature } from "./features/menu/menu.register";
import { menuPdfFeature } from "./features/menu-pdf/menu-pdf.register";
import { newsletterFeature } from "./features/newsletter/newsletter.register";
import { offersFeature } from "./features/offers/offers.register";
import { openingHoursFeature } from "./features/opening-hours/opening-hours.register";
import { orderAheadFeature } from "./features/order-ahead/order-ahead.register";
import { ordersFeature } from "./features/orders/orders.register";
import { paymentsFeature } from "./features/payments/payments.register";
import { printingFeature } from "./features/printing/printing.register";
import { purchasesFeature } from "./features/purchases/purchases.register";
import { reportsFeature } from "./features/reports/reports.register";
import { reservationsFeature } from "./features/reservations/reservations.register";
import { restaurantFeature } from "./features/restaurant/restaurant.register";
import { reviewsFeature } from "./features/reviews/reviews.register";
import { siteFeature } from "./features/site/site.register";
import { siteContentFeature } from "./features/site-content/site-content.register";
import { staffAccountsFeature } from "./features/staff-accounts/staff-accounts.register";
import { tipsFeature } from "./features/tips/tips.register";
import { vatFeature } from "./features/vat/vat.register";
import type { Feature } from "./lib/feature";

export const FEATURES: readonly Feature[] = [
  healthFeature,
  siteFeature,
  restaurantFeature,
  menuFeature,
  menuPdfFeature,
  imagesFeature,
  chefsFeature,
  siteContentFeature,
  offersFeature,
  deliveryFeature,
  openingHoursFeature,
  ordersFeature,
  kitchenBoardFeature,
  orderAheadFeature,
  cateringFeature,
  paymentsFeature,
  accountsFeature,
  reservationsFeature,
  contactFeature,
  newsletterFeature,
  reviewsFeature,
  adminFeature,
  giftVouchersFeature,
  printingFeature,
  staffAccountsFeature,
  dataRightsFeature,
  auditLogFeature,
  cashUpFeature,
  employeesFeature,
  purchasesFeature,
  reportsFeature,
  vatFeature,
  tipsFeature,
];
