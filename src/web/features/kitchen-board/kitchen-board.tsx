import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useState } from "react";
import type { AdminOrdersPage, AdminOrdersQuery } from "@shared/kitchen-board/kitchen-board.schema";
import type { Order, OrderStatus } from "@shared/orders/order.schema";
import { Button } from "@web/components/ui/button";
import { adminStatsQueryKey } from "@web/features/admin/api/get-admin-stats";
import { SoldOutList } from "@web/features/menu/sold-out-list";
import { ComingUpPanel } from "@web/features/order-ahead/coming-up-panel";
import { acknowledgeOrder } from "@web/features/orders/api/acknowledge-order";
import { updateOrderStatus } from "@web/features/orders/api/update-order-status";
import { BusyNightControls } from "@web/features/settings/busy-night-controls";
import { describeError } from "@web/lib/api-client";
import { formatCalendarDate } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useDebounced } from "@web/lib/use-debounced";
import { adminOrdersQueryKey, adminOrdersQueryOptions } from "./api/get-board-orders";
import { OrderCard, type OrderCardActions, type OrderCardShared, STATUS_LABELS } from "./order-card";
import { SoundOffBar } from "./sound-off-bar";
import { useNow, useRinging } from "./use-ringing";

const COLUMNS = ["received", "preparing", "ready"] as const satisfies readonly OrderStatus[];
const HISTORY_PAGE_SIZE = 20;

function useBoardActions() {
  const refresh = [adminOrdersQueryKey, adminStatsQueryKey];
  const status = useAdminMutation({
    mutationFn: ({ order, next }: { order: Order; next: OrderStatus }) => updateOrderStatus(order.id, next),
    success: "Order status updated successfully",
    failure: "Failed to update order status",
    invalidate: refresh,
  });
  const acknowledge = useAdminMutation({
    mutationFn: (order: Order) => acknowledgeOrder(order.id),
    success: null,
    failure: "Failed to acknowledge the order",
    invalidate: refresh,
  });
  const actions: OrderCardActions = {
    onStatus: (order, next) => status.mutate({ order, next }),
    onAcknowledge: (order) => acknowledge.mutate(order),
    busy: status.isPending || acknowledge.isPending,
  };
  return { actions };
}

/** Today's cards of one column, or of the folded-away collected and cancelled, in the order given. */
function OrderCards({
  orders,
  shared,
  className,
}: {
  orders: Order[];
  shared: OrderCardShared;
  className: string;
}) {
  return (
    <div className={className}>
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} {...shared} />
      ))}
    </div>
  );
}

function Column({
  status,
  orders,
  shared,
  className = "",
  cardsClassName = "space-y-1.5",
}: {
  status: (typeof COLUMNS)[number];
  orders: Order[];
  shared: OrderCardShared;
  className?: string;
  cardsClassName?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-lg bg-stone-100 p-1 ${className}`}>
      <h3
        id={headingId}
        className="mb-1 flex items-center justify-between px-1 text-sm font-bold text-stone-900 uppercase"
      >
        {STATUS_LABELS[status]}{" "}
        <span className="rounded-full bg-white px-2 text-stone-900">{orders.length}</span>
      </h3>
      <OrderCards className={cardsClassName} orders={orders} shared={shared} />
    </section>
  );
}

function TodayBoard({ page, now, actions }: { page: AdminOrdersPage; now: Date; actions: OrderCardActions }) {
  const ringing = useRinging(page.orders);
  const shared: OrderCardShared = { now, actions, vatRegistered: page.vatRegistered };
  // The server sends a day's orders by collection time; each column keeps that order.
  const byStatus = (status: OrderStatus) => page.orders.filter((o) => o.orderStatus === status);
  const done = page.orders.filter((o) => o.orderStatus === "collected" || o.orderStatus === "cancelled");
  const preparing = byStatus("preparing");
  const ready = byStatus("ready");
  const onlyNew = preparing.length === 0 && ready.length === 0;
  if (page.orders.length === 0) {
    return (
      <p className="py-6 text-center text-stone-700">No orders yet. New orders appear here as they arrive.</p>
    );
  }
  return (
    <>
      {ringing && (
        <p className="sr-only" role="status">
          A new order is waiting to be acknowledged
        </p>
      )}
      {/*
        New takes two thirds in two columns of cards (on a Friday most orders wait there and the cook
        reads them first: six in view on the tablet); Preparing and Ready share the last third. While
        nothing is preparing or ready, New takes the whole width in three columns of cards, under the
        two empty columns' headings: the board's space goes to the orders that wait (issue 32).
      */}
      <div className="grid grid-cols-3 items-start gap-1">
        <Column
          status="received"
          orders={byStatus("received")}
          shared={shared}
          className={onlyNew ? "col-span-3" : "col-span-2"}
          cardsClassName={`grid items-start gap-1 ${onlyNew ? "grid-cols-3" : "grid-cols-2"}`}
        />
        <div className={onlyNew ? "order-first col-span-3 grid grid-cols-2 gap-1" : "space-y-1"}>
          <Column status="preparing" orders={preparing} shared={shared} />
          <Column status="ready" orders={ready} shared={shared} />
        </div>
      </div>
      <details className="mt-2 rounded-lg border border-stone-300 bg-white p-1.5">
        <summary className="cursor-pointer px-1 font-semibold text-stone-900">
          Collected and cancelled ({done.length})
        </summary>
        <OrderCards className="mt-1.5 grid grid-cols-3 gap-1.5" orders={done} shared={shared} />
      </details>
    </>
  );
}

function HistoryList({
  filters,
  onPage,
  now,
  actions,
}: {
  filters: AdminOrdersQuery & { page: number };
  onPage: (page: number) => void;
  now: Date;
  actions: OrderCardActions;
}) {
  const result = useQuery(adminOrdersQueryOptions({ ...filters, pageSize: HISTORY_PAGE_SIZE }));
  if (result.isPending) return <p className="py-4 text-stone-700">Searching orders...</p>;
  if (result.isError) {
    return (
      <p role="alert" className="py-4 text-red-800">
        Could not load orders: {describeError(result.error)}
      </p>
    );
  }
  const { orders, total, page, pageSize, vatRegistered } = result.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-label="Search results">
      <p className="mb-1.5 text-sm text-stone-800" role="status">
        {total === 0
          ? "No orders match."
          : `${total}${result.data.totalIsAtLeast ? "+" : ""} order${total === 1 ? "" : "s"} found`}
      </p>
      <div className="grid grid-cols-2 gap-1.5 lg:grid-cols-3">
        {orders.map((order) => (
          <div key={order.id}>
            <p className="text-xs font-semibold text-stone-700">
              {formatCalendarDate(order.collectionDate)} · {STATUS_LABELS[order.orderStatus]}
            </p>
            <OrderCard order={order} now={now} actions={actions} vatRegistered={vatRegistered} />
          </div>
        ))}
      </div>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-2 flex items-center justify-center gap-2">
          <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft size={16} aria-hidden="true" /> Previous
          </Button>
          <span className="text-sm">
            Page {page} of {pages}
          </span>
          <Button size="sm" variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </nav>
      )}
    </section>
  );
}

/** One end of the history's date range, compact enough for the toolbar's one row. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (date: string) => void;
}) {
  return (
    <label className="flex items-center gap-1 text-sm">
      <span>{label}</span>
      <input
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-stone-400 px-1 py-1"
      />
    </label>
  );
}

/**
 * The kitchen board (the Orders tab; issue 22): today's orders in columns by status, sorted by
 * collection time, with one tap to move each on and one to undo; collected and cancelled folded
 * away; search by number, name or phone and a date range for history, answered by the server a page
 * at a time. Made for a 820 x 1180 tablet on a busy Friday: six new orders in view (decision 0036),
 * the busy night's switches and the 86 list above them.
 *
 * `toolbar` takes more controls for the toolbar (a "New phone order" button).
 */
export function KitchenBoard({ toolbar }: { toolbar?: ReactNode }) {
  const now = useNow();
  const [search, setSearch] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim());
  const history = q !== "" || from !== "" || to !== "";
  const today = useQuery(adminOrdersQueryOptions({ pageSize: 200 }));
  const { actions } = useBoardActions();
  const searchId = useId();

  // A new search starts at its first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are the reason to go back to page 1.
  useEffect(() => setPage(1), [q, from, to]);

  return (
    <div>
      <SoundOffBar />
      <div className="mb-1.5 flex flex-wrap items-end gap-x-2 gap-y-1.5">
        <h2 className="sr-only">Orders</h2>
        <div className="flex items-center gap-1">
          <label htmlFor={searchId} className="sr-only">
            Search orders by number, name or phone
          </label>
          <div className="relative">
            <Search
              size={16}
              aria-hidden="true"
              className="pointer-events-none absolute top-2.5 left-2 text-stone-600"
            />
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Order number, name or phone"
              className="w-52 rounded-md border border-stone-400 py-1.5 pr-2 pl-7 text-sm"
            />
          </div>
        </div>
        <DateFilter label="From" value={from} onChange={setFrom} />
        <DateFilter label="To" value={to} onChange={setTo} />
        {history && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setSearch("");
              setFrom("");
              setTo("");
            }}
          >
            <X size={16} aria-hidden="true" /> Back to today
          </Button>
        )}
        {/* The toolbar's own place for more actions (a "New phone order" button). */}
        {toolbar && <div className="ml-auto flex items-center gap-1.5">{toolbar}</div>}
      </div>
      <div className="mb-1.5 space-y-1 rounded-md border border-saffron-400 bg-saffron-50 px-2 py-1">
        <BusyNightControls />
        <SoldOutList />
      </div>
      <ComingUpPanel />

      {history ? (
        <HistoryList filters={{ q, from, to, page }} onPage={setPage} now={now} actions={actions} />
      ) : today.data ? (
        // Kept on screen through a failed refresh (a session that ended, a dropped connection).
        <TodayBoard page={today.data} now={now} actions={actions} />
      ) : today.isError ? (
        <p role="alert" className="py-4 text-red-800">
          Could not load orders: {describeError(today.error)}
        </p>
      ) : (
        <p className="py-4 text-stone-700">Loading orders...</p>
      )}
    </div>
  );
}
