import { createBrowserRouter } from "react-router";
import { SiteLayout } from "../components/layout/site-layout";
import { HomePage } from "../features/home/home-page";
import { NotFoundPage } from "../features/not-found/not-found-page";

/** Screens other than home load on demand, so the first page stays small. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: "order",
        lazy: async () => ({ Component: (await import("../features/orders/order-page")).OrderPage }),
      },
      {
        path: "order/:orderNumber",
        lazy: async () => ({
          Component: (await import("../features/orders/order-status-page")).OrderStatusPage,
        }),
      },
      {
        path: "offers",
        lazy: async () => ({ Component: (await import("../features/offers/offers-page")).OffersPage }),
      },
      {
        path: "customer-demo",
        lazy: async () => ({
          Component: (await import("../features/accounts/customer-demo-page")).CustomerDemoPage,
        }),
      },
      {
        path: "reset-password",
        lazy: async () => ({
          Component: (await import("../features/accounts/reset-password-page")).ResetPasswordPage,
        }),
      },
      {
        path: "account",
        lazy: async () => ({ Component: (await import("../features/accounts/account-page")).AccountPage }),
      },
      {
        path: "reservation/:token",
        lazy: async () => ({
          Component: (await import("../features/reservations/manage-reservation-page")).ManageReservationPage,
        }),
      },
      {
        path: "admin",
        lazy: async () => ({ Component: (await import("../features/admin/admin-page")).AdminPage }),
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
]);
