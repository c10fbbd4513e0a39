import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, ClipboardList, LogOut, Percent, UtensilsCrossed } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from "react";
import type { StaffRole } from "@shared/staff-accounts/staff-account.schema";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { AuditLogTab } from "@web/features/audit-log/audit-log-tab";
import { CashUpTab } from "@web/features/cash-up/cash-up-tab";
import { CateringTab } from "@web/features/catering/catering-tab";
import { ChefsTab } from "@web/features/chefs/chefs-tab";
import { MessagesTab } from "@web/features/contact/messages-tab";
import { DataRightsTab } from "@web/features/data-rights/data-rights-tab";
import { DeliveryTab } from "@web/features/delivery/delivery-tab";
import { EmployeesTab } from "@web/features/employees/employees-tab";
import { GiftVouchersTab } from "@web/features/gift-vouchers/gift-vouchers-tab";
import { MenuTab } from "@web/features/menu/menu-tab";
import { MenuPdfTab } from "@web/features/menu-pdf/menu-pdf-tab";
import { NewsletterTab } from "@web/features/newsletter/newsletter-tab";
import { OffersTab } from "@web/features/offers/offers-tab";
import { HoursTab } from "@web/features/opening-hours/hours-tab";
import { OrdersTab } from "@web/features/orders/orders-tab";
import { playNewOrderBeep, useOrderEvents } from "@web/features/orders/use-order-events";
import { RefundsToApproveTab } from "@web/features/payments/refunds-to-approve-tab";
import { PurchasesTab } from "@web/features/purchases/purchases-tab";
import { TodayTab } from "@web/features/reports/today-tab";
import { ReservationsTab } from "@web/features/reservations/reservations-tab";
import { FirstStartSetup } from "@web/features/restaurant/first-start-setup";
import { RestaurantDetailsTab } from "@web/features/restaurant/restaurant-details-tab";
import { ReviewsTab } from "@web/features/reviews/reviews-tab";
import { SettingsTab } from "@web/features/settings/settings-tab";
import { restaurantStatusQueryOptions } from "@web/features/site/api/get-restaurant-status";
import { SiteContentTab } from "@web/features/site-content/site-content-tab";
import { ChangePasswordForm } from "@web/features/staff-accounts/change-password-form";
import { StaffAccountsTab } from "@web/features/staff-accounts/staff-accounts-tab";
import { toast } from "@web/lib/toast";
import { ADMIN_FLAG_KEY, adminSessionQueryKey } from "../api/get-admin-session";
import { adminStatsQueryOptions } from "../api/get-admin-stats";
import { logoutAdmin } from "../api/logout-admin";
import { StaffRoleProvider } from "../staff-role-context";
import { useSessionEnded } from "../use-session-ended";
import { SessionEndedDialog } from "./session-ended-dialog";

/** A reports tab loaded when the owner first opens it, a spinner meanwhile. */
function lazyReportTab(load: () => Promise<ComponentType>): ComponentType {
  const Tab = lazy(async () => ({ default: await load() }));
  return function LazyReportTab() {
    return (
      <Suspense fallback={<Spinner label="Loading reports" />}>
        <Tab />
      </Suspense>
    );
  };
}

// Recharts is loaded only when the owner opens Reports: never in the public pages' bundle.
const ReportsTab = lazyReportTab(async () => (await import("@web/features/reports/reports-tab")).ReportsTab);
const RangeReportTab = lazyReportTab(
  async () => (await import("@web/features/reports/range-report-tab")).RangeReportTab,
);
const VatTab = lazyReportTab(async () => (await import("@web/features/vat/vat-tab")).VatTab);

/** Staff see the evening's work; owners everything (the server refuses staff the rest with 403). */
const TABS = [
  ["orders", "Orders", OrdersTab, "staff"],
  ["today", "Today", TodayTab, "owner"],
  ["refunds", "Refunds to approve", RefundsToApproveTab, "owner"],
  ["menu", "Menu", MenuTab, "staff"],
  ["offers", "Offers", OffersTab, "owner"],
  ["chefs", "Chefs", ChefsTab, "owner"],
  ["delivery", "Delivery", DeliveryTab, "owner"],
  ["site-content", "Site content", SiteContentTab, "owner"],
  ["hours", "Hours", HoursTab, "owner"],
  ["menu-pdf", "Menu PDF", MenuPdfTab, "owner"],
  ["settings", "Settings", SettingsTab, "owner"],
  ["restaurant-details", "Restaurant details", RestaurantDetailsTab, "owner"],
  ["reservations", "Reservations", ReservationsTab, "staff"],
  ["messages", "Messages", MessagesTab, "staff"],
  ["newsletter", "Newsletter", NewsletterTab, "owner"],
  ["gift-vouchers", "Gift vouchers", GiftVouchersTab, "owner"],
  ["catering", "Catering", CateringTab, "owner"],
  ["reviews", "Reviews", ReviewsTab, "staff"],
  ["cash-up", "Cash-up", CashUpTab, "owner"],
  ["employees", "Employees", EmployeesTab, "owner"],
  ["staff", "Staff", StaffAccountsTab, "owner"],
  ["purchases", "Purchases", PurchasesTab, "owner"],
  ["sales-by-date", "Sales by date", RangeReportTab, "owner"],
  ["reports", "Reports", ReportsTab, "owner"],
  ["vat", "VAT", VatTab, "owner"],
  ["audit-log", "Audit log", AuditLogTab, "owner"],
  ["data-requests", "Data requests", DataRightsTab, "owner"],
  // Owners change their password in Settings; staff, who cannot open Settings, here.
  ["account", "My account", ChangePasswordForm, "staff-only"],
] as const;
type TabId = (typeof TABS)[number][0];

function tabsFor(role: StaffRole) {
  return TABS.filter(([, , , who]) => (role === "owner" ? who !== "staff-only" : who !== "owner"));
}

/** Spec section 4: restaurant status refreshes every 30 s in admin. */
const ADMIN_STATUS_REFRESH_MS = 30_000;

/** One compact counter: on the kitchen's tablet the counters take one line, not a screenful. */
function Counter({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-1.5 rounded-md border border-stone-200 bg-white px-2 py-1 text-sm">
      <span className="text-maroon-800 [&>svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span className="text-stone-700">{label}</span>
      <span className="font-bold text-stone-900">{value ?? "–"}</span>
    </div>
  );
}

export function AdminDashboard({ username, role }: { username: string; role: StaffRole }) {
  const queryClient = useQueryClient();
  const stats = useQuery(adminStatsQueryOptions());
  const status = useQuery(restaurantStatusQueryOptions(ADMIN_STATUS_REFRESH_MS));
  const [tab, setTab] = useState<TabId>(role === "owner" ? "menu" : "orders");
  const tabs = tabsFor(role);
  const [newOrders, setNewOrders] = useState(0);
  const session = useSessionEnded();
  // Reopens the live stream after signing in again.
  const [connection, setConnection] = useState(0);

  useOrderEvents(
    {
      onNewOrder: (orderNumber) => {
        playNewOrderBeep();
        setNewOrders((n) => n + 1);
        toast.info("New order received", { description: orderNumber ? `Order ${orderNumber}` : undefined });
      },
      onSessionEnded: session.markEnded,
    },
    connection,
  );

  function selectTab(next: string) {
    setTab(next as TabId);
    if (next === "orders") setNewOrders(0);
  }

  async function handleLogout() {
    try {
      await logoutAdmin();
    } finally {
      localStorage.removeItem(ADMIN_FLAG_KEY);
      queryClient.setQueryData(adminSessionQueryKey, { authenticated: false, username: null, role: null });
      queryClient.removeQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith("/api/admin/") && q.queryKey[0] !== adminSessionQueryKey[0],
      });
    }
  }

  const restaurant = status.data;
  return (
    <StaffRoleProvider role={role}>
      <section className="mx-auto max-w-7xl px-3 py-2">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <div className="flex flex-wrap items-baseline gap-x-3">
            <h1 className="font-display text-xl font-bold text-maroon-800">Admin Dashboard</h1>
            <p className="text-sm text-stone-700">
              {session.ended ? (
                <span className="font-semibold text-red-800">Signed out: your session has ended</span>
              ) : (
                <>
                  Signed in as {username} ({role === "owner" ? "owner" : "staff"})
                </>
              )}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <p
              className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${restaurant?.isOpen ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-900"}`}
              aria-live="polite"
            >
              {restaurant ? restaurant.message : "Checking status..."}
            </p>
            <Button variant="ghost" size="sm" onClick={handleLogout}>
              <LogOut size={16} aria-hidden="true" /> Logout
            </Button>
          </div>
        </div>

        <div className="mt-1.5 flex flex-wrap gap-1.5">
          <Counter label="Total Orders" value={stats.data?.totalOrders} icon={<ClipboardList />} />
          <Counter label="Menu Items" value={stats.data?.menuItems} icon={<UtensilsCrossed />} />
          <Counter label="Pending Orders" value={stats.data?.pendingOrders} icon={<Bell />} />
          <Counter label="Active Offers" value={stats.data?.activeOffers} icon={<Percent />} />
        </div>

        {role === "owner" && <FirstStartSetup />}

        <Tabs.Root value={tab} onValueChange={selectTab} className="mt-1.5">
          {/* One scrolling row however many tabs an owner has: the board starts right under it. */}
          <Tabs.List
            aria-label="Admin sections"
            className="flex gap-0.5 overflow-x-auto border-b border-stone-300 [scrollbar-width:thin]"
          >
            {tabs.map(([id, label]) => (
              <Tabs.Trigger
                key={id}
                value={id}
                className="relative shrink-0 rounded-t-md px-2.5 py-1.5 text-sm font-semibold whitespace-nowrap text-stone-800 hover:bg-maroon-50 data-[state=active]:bg-maroon-800 data-[state=active]:text-white"
              >
                {label}
                {id === "orders" && newOrders > 0 && (
                  <span
                    className="ml-2 rounded-full bg-red-700 px-2 py-0.5 text-xs text-white"
                    data-testid="new-orders-badge"
                  >
                    {newOrders} new
                  </span>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="pt-2">
            {tabs.map(([id, , Panel]) => (
              <Tabs.Content key={id} value={id}>
                <Panel />
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
      </section>
      <SessionEndedDialog
        open={session.ended}
        onSignedIn={async () => {
          await session.signedInAgain();
          setConnection((n) => n + 1);
        }}
      />
    </StaffRoleProvider>
  );
}
