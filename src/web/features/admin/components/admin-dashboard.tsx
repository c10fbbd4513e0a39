import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bell, ClipboardList, LogOut, Percent, UtensilsCrossed } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { restaurantStatusQueryOptions } from "../../site/api/get-restaurant-status";
import { ADMIN_FLAG_KEY, adminSessionQueryKey, logoutAdmin } from "../api/admin-session";
import { adminStatsQueryOptions } from "../api/admin-stats";
import { BusyNightControls } from "./busy-night-controls";
import { ChefsTab } from "./chefs-tab";
import { HoursTab } from "./hours-tab";
import { MenuPdfTab } from "./menu-pdf-tab";
import { MenuTab } from "./menu-tab";
import { MessagesTab } from "./messages-tab";
import { OffersTab } from "./offers-tab";
import { OrdersTab } from "./orders-tab";
import { ReservationsTab } from "./reservations-tab";
import { SettingsTab } from "./settings-tab";
import { playNewOrderBeep, useOrderEvents } from "./use-order-events";

const TABS = [
  ["orders", "Orders", OrdersTab],
  ["menu", "Menu", MenuTab],
  ["offers", "Offers", OffersTab],
  ["chefs", "Chefs", ChefsTab],
  ["hours", "Hours", HoursTab],
  ["menu-pdf", "Menu PDF", MenuPdfTab],
  ["settings", "Settings", SettingsTab],
  ["reservations", "Reservations", ReservationsTab],
  ["messages", "Messages", MessagesTab],
] as const;
type TabId = (typeof TABS)[number][0];

/** Spec section 4: restaurant status refreshes every 30 s in admin. */
const ADMIN_STATUS_REFRESH_MS = 30_000;

function Counter({ label, value, icon }: { label: string; value: number | undefined; icon: ReactNode }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <span className="rounded-full bg-maroon-50 p-2 text-maroon-800" aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className="text-sm text-stone-700">{label}</p>
        <p className="text-2xl font-bold text-stone-900">{value ?? "–"}</p>
      </div>
    </div>
  );
}

export function AdminDashboard({ username }: { username: string }) {
  const queryClient = useQueryClient();
  const stats = useQuery(adminStatsQueryOptions());
  const status = useQuery(restaurantStatusQueryOptions(ADMIN_STATUS_REFRESH_MS));
  const [tab, setTab] = useState<TabId>("menu");
  const [newOrders, setNewOrders] = useState(0);

  useOrderEvents((orderNumber) => {
    playNewOrderBeep();
    setNewOrders((n) => n + 1);
    toast.info("New order received", { description: orderNumber ? `Order ${orderNumber}` : undefined });
  });

  function selectTab(next: string) {
    setTab(next as TabId);
    if (next === "orders") setNewOrders(0);
  }

  async function handleLogout() {
    try {
      await logoutAdmin();
    } finally {
      localStorage.removeItem(ADMIN_FLAG_KEY);
      queryClient.setQueryData(adminSessionQueryKey, { authenticated: false, username: null });
      queryClient.removeQueries({
        predicate: (q) =>
          String(q.queryKey[0]).startsWith("/api/admin/") && q.queryKey[0] !== adminSessionQueryKey[0],
      });
    }
  }

  const restaurant = status.data;
  return (
    <section className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-maroon-800">Admin Dashboard</h1>
          <p className="text-stone-700">Signed in as {username}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <p
            className={`rounded-full px-3 py-1 text-sm font-semibold ${restaurant?.isOpen ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-900"}`}
            aria-live="polite"
          >
            {restaurant ? restaurant.message : "Checking status..."}
          </p>
          <Button variant="ghost" onClick={handleLogout}>
            <LogOut size={18} aria-hidden="true" /> Logout
          </Button>
        </div>
      </div>

      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Counter label="Total Orders" value={stats.data?.totalOrders} icon={<ClipboardList />} />
        <Counter label="Menu Items" value={stats.data?.menuItems} icon={<UtensilsCrossed />} />
        <Counter label="Pending Orders" value={stats.data?.pendingOrders} icon={<Bell />} />
        <Counter label="Active Offers" value={stats.data?.activeOffers} icon={<Percent />} />
      </div>

      <BusyNightControls />

      <Tabs.Root value={tab} onValueChange={selectTab} className="mt-6">
        <Tabs.List aria-label="Admin sections" className="flex flex-wrap gap-1 border-b border-stone-300">
          {TABS.map(([id, label]) => (
            <Tabs.Trigger
              key={id}
              value={id}
              className="relative rounded-t-md px-4 py-2 font-semibold text-stone-800 hover:bg-maroon-50 data-[state=active]:bg-maroon-800 data-[state=active]:text-white"
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
        <div className="pt-6">
          {TABS.map(([id, , Panel]) => (
            <Tabs.Content key={id} value={id}>
              <Panel />
            </Tabs.Content>
          ))}
        </div>
      </Tabs.Root>
    </section>
  );
}
