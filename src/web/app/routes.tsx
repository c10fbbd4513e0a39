import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { SiteLayout } from "@web/components/layout/site-layout";
import { Spinner } from "@web/components/ui/spinner";
import { HomePage } from "@web/features/home/home-page";
import { NotFoundPage } from "@web/features/not-found/not-found-page";

/** A screen loaded on demand: `load` imports its module (a chunk of its own), `name` picks the page. */
function onDemand<K extends string>(
  path: string,
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject {
  return { path, lazy: async () => ({ Component: (await load())[name] }) };
}

/**
 * The site's screens, for the browser's router (main.tsx) and the server's (entry-server.tsx).
 * Screens other than home load on demand, so the first page stays small.
 */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    // Shown while a screen the server did not draw (its rendering failed) loads its code.
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <HomePage /> },
      onDemand("order", () => import("@web/features/orders/order-page"), "OrderPage"),
      onDemand(
        "order/:orderNumber",
        () => import("@web/features/orders/order-status-page"),
        "OrderStatusPage",
      ),
      onDemand("offers", () => import("@web/features/offers/offers-page"), "OffersPage"),
      onDemand(
        "customer-demo",
        () => import("@web/features/accounts/customer-demo-page"),
        "CustomerDemoPage",
      ),
      onDemand(
        "reset-password",
        () => import("@web/features/accounts/reset-password-page"),
        "ResetPasswordPage",
      ),
      onDemand("verify-email", () => import("@web/features/accounts/verify-email-page"), "VerifyEmailPage"),
      onDemand("account", () => import("@web/features/accounts/account-page"), "AccountPage"),
      onDemand(
        "reservation/:token",
        () => import("@web/features/reservations/manage-reservation-page"),
        "ManageReservationPage",
      ),
      onDemand(
        "newsletter/confirm",
        () => import("@web/features/newsletter/newsletter-link-page"),
        "NewsletterConfirmPage",
      ),
      onDemand(
        "newsletter/unsubscribe",
        () => import("@web/features/newsletter/newsletter-link-page"),
        "NewsletterUnsubscribePage",
      ),
      onDemand(
        "gift-vouchers",
        () => import("@web/features/gift-vouchers/gift-vouchers-page"),
        "GiftVouchersPage",
      ),
      onDemand(
        "gift-vouchers/balance",
        () => import("@web/features/gift-vouchers/gift-voucher-balance-page"),
        "GiftVoucherBalancePage",
      ),
      onDemand("catering", () => import("@web/features/catering/catering-page"), "CateringPage"),
      onDemand(
        "catering/requests/:id",
        () => import("@web/features/catering/catering-request-page"),
        "CateringRequestPage",
      ),
      onDemand("review/:token", () => import("@web/features/reviews/review-page"), "ReviewPage"),
      // The legal pages (decision 0042), each loaded on demand.
      onDemand("privacy", () => import("@web/features/restaurant/legal-page"), "PrivacyPage"),
      onDemand("terms", () => import("@web/features/restaurant/legal-page"), "TermsPage"),
      onDemand("allergens", () => import("@web/features/restaurant/legal-page"), "AllergensPage"),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
  // A driver's phone screen (issue 35), staff-only like the panel.
  {
    ...onDemand("admin/driver", () => import("@web/features/delivery/driver-page"), "DriverPage"),
    hydrateFallbackElement: <Spinner />,
  },
  // The staff panel, outside the public layout: it draws its own frame (admin-layout.tsx).
  {
    ...onDemand("admin", () => import("@web/features/admin/admin-page"), "AdminPage"),
    hydrateFallbackElement: <Spinner />,
  },
];

/** Staff screens: drawn in the browser only, never by the server (a client-rendered island). */
export function isClientOnlyPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
