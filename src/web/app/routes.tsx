import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { SiteLayout } from "../components/layout/site-layout";
import { Spinner } from "../components/ui/spinner";
import { HomePage } from "../features/home/home-page";
import { NotFoundPage } from "../features/not-found/not-found-page";

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
    // Shown while a screen the server did not draw (the admin) loads its code.
    hydrateFallbackElement: <Spinner />,
    children: [
      { index: true, element: <HomePage /> },
      onDemand("order", () => import("../features/orders/order-page"), "OrderPage"),
      onDemand("order/:orderNumber", () => import("../features/orders/order-status-page"), "OrderStatusPage"),
      onDemand("offers", () => import("../features/offers/offers-page"), "OffersPage"),
      onDemand("customer-demo", () => import("../features/accounts/customer-demo-page"), "CustomerDemoPage"),
      onDemand(
        "reset-password",
        () => import("../features/accounts/reset-password-page"),
        "ResetPasswordPage",
      ),
      onDemand("account", () => import("../features/accounts/account-page"), "AccountPage"),
      onDemand(
        "reservation/:token",
        () => import("../features/reservations/manage-reservation-page"),
        "ManageReservationPage",
      ),
      onDemand("admin", () => import("../features/admin/admin-page"), "AdminPage"),
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

/** Staff screens: drawn in the browser only, never by the server (a client-rendered island). */
export function isClientOnlyPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
