import { useQuery } from "@tanstack/react-query";
import { Award, CalendarDays, Gift, PoundSterling, ShoppingBag, Star, Ticket } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { type CustomerReward, describePointsEntry } from "@shared/accounts/loyalty.schema";
import { formatPence, parsePounds } from "@shared/money";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { AccountDataPanel } from "@web/features/data-rights/account-data-panel";
import { NewsletterPreference } from "@web/features/newsletter/newsletter-preference";
import { AccountReviewsPanel } from "@web/features/reviews/account-reviews-panel";
import { formatCalendarDateInFull, formatInstant } from "@web/lib/format";
import { useHydrated } from "@web/lib/use-hydrated";
import { QueryPanel } from "./account-panel";
import { currentCustomerQueryOptions } from "./api/get-current-customer";
import { customerCouponsQueryOptions } from "./api/get-customer-coupons";
import { customerOrdersQueryOptions } from "./api/get-customer-orders";
import { customerPointsQueryOptions } from "./api/get-customer-points";
import { customerRewardsQueryOptions } from "./api/get-customer-rewards";
import { useAuthDialog } from "./auth-dialog-context";
import { DateOfBirthForm } from "./components/date-of-birth-form";
import { GuestOrdersNotice } from "./components/guest-orders-notice";
import { useCustomer } from "./customer-context";

const STATUS_STYLES: Record<string, string> = {
  received: "bg-saffron-100 text-stone-900",
  preparing: "bg-orange-100 text-orange-900",
  ready: "bg-green-100 text-green-900",
  collected: "bg-stone-200 text-stone-900",
  cancelled: "bg-red-100 text-red-900",
};
const STATUS_LABELS: Record<string, string> = {
  received: "Received",
  preparing: "Preparing",
  ready: "Ready for collection",
  collected: "Collected",
  cancelled: "Cancelled",
};
const PAYMENT_LABELS: Record<string, string> = {
  pending: "Payment pending",
  completed: "Paid",
  refunded: "Refunded",
  partially_refunded: "Partly refunded",
};

export function AccountPage() {
  const { customer: cached, logout } = useCustomer();
  const me = useQuery(currentCustomerQueryOptions());
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);
  const hydrated = useHydrated();
  const customer = deletedMessage ? null : me.data ? me.data.customer : cached;

  // The server draws this page before anyone is asked who is signed in: the spinner. The navbar
  // asks as soon as it is live, and on a slow phone the answer can come before this part hydrates;
  // drawn from it, the page would not match the server's HTML (React's error #418).
  if (!hydrated) return <Spinner label="Loading your account" />;
  if (deletedMessage) {
    return (
      <section className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Account deleted</h1>
        <p role="status" className="mt-3 text-stone-800">
          {deletedMessage}
        </p>
      </section>
    );
  }

  if (!customer) {
    if (me.isPending && cached === null) return <Spinner label="Loading your account" />;
    return <SignInPrompt />;
  }
  return (
    <AccountDashboard
      customer={customer}
      onDeleted={(message) => {
        setDeletedMessage(message);
        logout();
      }}
    />
  );
}

function SignInPrompt() {
  const { open } = useAuthDialog();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Your Account</h1>
      <p className="mt-3 text-stone-700">
        Sign in to see your loyalty points, orders and rewards. New here? Join for 15% off your first order.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={() => open("login")}>Sign In</Button>
        <Button variant="secondary" onClick={() => open("register")}>
          Create Account
        </Button>
      </div>
    </section>
  );
}

function AccountDashboard({
  customer,
  onDeleted,
}: {
  customer: CustomerSession;
  onDeleted: (message: string) => void;
}) {
  const spentPence = parsePounds(customer.totalSpent) ?? 0;
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="font-display text-3xl font-bold text-maroon-800">Welcome, {customer.firstName}</h1>
      <p className="mt-1 text-stone-700">{customer.email}</p>
      <GuestOrdersNotice />
      <dl className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
        <Stat
          icon={<Star aria-hidden="true" />}
          label="Loyalty points"
          value={String(customer.loyaltyPoints)}
        />
        <Stat
          icon={<ShoppingBag aria-hidden="true" />}
          label="Total orders"
          value={String(customer.totalOrders)}
        />
        <Stat
          icon={<PoundSterling aria-hidden="true" />}
          label="Total spent"
          value={formatPence(spentPence)}
        />
        <Stat
          icon={<CalendarDays aria-hidden="true" />}
          label="Member since"
          value={formatInstant(customer.memberSince, "monthYear")}
        />
      </dl>
      <DateOfBirthForm key={customer.dateOfBirth ?? ""} customer={customer} />
      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <OrdersPanel customerId={customer.id} />
        <div className="flex flex-col gap-8">
          <RewardsPanel customerId={customer.id} />
          <PointsPanel customerId={customer.id} />
          <CouponsPanel customerId={customer.id} />
          <NewsletterPreference />
          <AccountReviewsPanel customerId={customer.id} />
        </div>
      </div>
      <AccountDataPanel onDeleted={onDeleted} />
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-saffron-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-stone-700">
        <span className="text-maroon-800 [&>svg]:h-5 [&>svg]:w-5">{icon}</span>
        {label}
      </dt>
      <dd className="mt-2 font-display text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

function OrdersPanel({ customerId }: { customerId: number }) {
  const orders = useQuery(customerOrdersQueryOptions(customerId));
  return (
    <QueryPanel
      title="Your orders"
      icon={<ShoppingBag aria-hidden="true" />}
      query={orders}
      loadingLabel="Loading orders"
      empty="No orders yet. Your orders and their status will appear here."
    >
      {(orders) => (
        <ul className="divide-y divide-stone-200">
          {orders.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div>
                <p className="font-semibold text-stone-900">Order {o.orderNumber}</p>
                <p className="text-sm text-stone-700">
                  {formatInstant(o.createdAt, "date")} · collect {formatCalendarDateInFull(o.collectionDate)}{" "}
                  at {o.collectionTime} · {o.itemCount} item{o.itemCount === 1 ? "" : "s"}
                </p>
                <p className="text-sm text-stone-700">{PAYMENT_LABELS[o.paymentStatus] ?? o.paymentStatus}</p>
              </div>
              <div className="text-right">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-medium ${STATUS_STYLES[o.orderStatus] ?? ""}`}
                >
                  {STATUS_LABELS[o.orderStatus] ?? o.orderStatus}
                </span>
                <p className="mt-1 font-semibold text-stone-900">{o.totalAmount}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}

function RewardsPanel({ customerId }: { customerId: number }) {
  const rewards = useQuery(customerRewardsQueryOptions(customerId));
  return (
    <QueryPanel
      title="Rewards"
      icon={<Award aria-hidden="true" />}
      query={rewards}
      loadingLabel="Loading rewards"
      empty="No rewards yet. You earn loyalty points on every paid order."
    >
      {(rewards) => (
        <ul className="flex flex-col gap-3">
          {rewards.map((r) => (
            <li key={r.id} className="flex items-start gap-3 rounded-lg bg-saffron-50 p-3">
              <Gift aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-maroon-800" />
              <div className="flex-1">
                <p className="font-semibold text-stone-900">{r.title}</p>
                {r.description ? <p className="text-sm text-stone-700">{r.description}</p> : null}
                {r.couponCode ? (
                  <p className="text-sm text-stone-800">
                    Code <span className="font-mono font-semibold">{r.couponCode}</span> · {rewardState(r)}
                  </p>
                ) : null}
              </div>
              {r.pointsEarned > 0 ? (
                <span className="font-semibold text-maroon-800">+{r.pointsEarned} pts</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}

/** The checkout's own verdict on the code, from the server: "Ready to use" only while it would be taken. */
function rewardState(reward: CustomerReward): string {
  if (reward.state === "used" || reward.isRedeemed) return "Used";
  if (reward.state === "ready") return "Ready to use";
  return `Not available: ${reward.stateReason ?? "this code cannot be used now."}`;
}

function PointsPanel({ customerId }: { customerId: number }) {
  // One request: the entries and the balance are two views of the same cached answer.
  const entries = useQuery({
    ...customerPointsQueryOptions(customerId),
    select: (history) => history.entries,
  });
  const balance = useQuery({
    ...customerPointsQueryOptions(customerId),
    select: (history) => history.balance,
  });
  return (
    <QueryPanel
      title="Points history"
      icon={<Star aria-hidden="true" />}
      query={entries}
      loadingLabel="Loading points history"
      empty="No points yet. You earn loyalty points on every paid order."
    >
      {(rows) => (
        <>
          <p className="mb-2 text-sm text-stone-700">
            Balance: <strong className="text-stone-900">{balance.data ?? 0} points</strong>
          </p>
          <ul className="divide-y divide-stone-200">
            {rows.map((entry) => (
              <li key={entry.id} className="flex items-center justify-between gap-3 py-2">
                <div>
                  <p className="text-stone-900">{describePointsEntry(entry)}</p>
                  <p className="text-sm text-stone-700">{formatInstant(entry.createdAt, "date")}</p>
                </div>
                <span className={`font-semibold ${entry.points < 0 ? "text-red-800" : "text-green-800"}`}>
                  {entry.points > 0 ? `+${entry.points}` : entry.points} pts
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryPanel>
  );
}

function CouponsPanel({ customerId }: { customerId: number }) {
  const coupons = useQuery(customerCouponsQueryOptions(customerId));
  return (
    <QueryPanel
      title="Coupon history"
      icon={<Ticket aria-hidden="true" />}
      query={coupons}
      loadingLabel="Loading coupon history"
      empty="You haven't used a coupon yet."
    >
      {(coupons) => (
        <ul className="divide-y divide-stone-200">
          {coupons.map((c) => (
            <li key={c.id} className="flex items-center justify-between py-2">
              <div>
                <p className="font-mono font-semibold text-stone-900">{c.couponCode}</p>
                <p className="text-sm text-stone-700">
                  {formatInstant(c.usedAt, "date")}
                  {c.orderNumber ? ` · order ${c.orderNumber}` : ""}
                </p>
              </div>
              <span className="font-semibold text-green-800">-{formatPence(c.discountPence)}</span>
            </li>
          ))}
        </ul>
      )}
    </QueryPanel>
  );
}
