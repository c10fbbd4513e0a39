import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Award, CalendarDays, Check, Gift, PoundSterling, ShoppingBag, Star, Ticket } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { currentCustomerQueryKey } from "./api/get-current-customer";
import { logoutCustomer } from "./api/logout-customer";
import { useAuthDialog } from "./auth-dialog-context";
import { useCustomer } from "./customer-context";

/** Sample data only (spec section 2): nothing here is read from or written to the server. */
const DEMO_CUSTOMER = {
  firstName: "Priya",
  loyaltyPoints: 245,
  totalOrders: 8,
  totalSpent: "£186.40",
  memberSince: "2024",
  rewards: [
    { id: 1, title: "Welcome Bonus: 15% off your first order", detail: "Code WELCOME15 · Used" },
    { id: 2, title: "Birthday treat: free dessert", detail: "Valid this month" },
    { id: 3, title: "50 loyalty points", detail: "For your 5th order" },
  ],
  coupons: [
    { id: 1, couponCode: "WELCOME15", discountAmount: "£3.75", usedAt: "12 Mar 2024" },
    { id: 2, couponCode: "FEAST10", discountAmount: "£4.20", usedAt: "2 Aug 2024" },
  ],
};

const BENEFITS = [
  "WELCOME15: 15% off your first order",
  "1 loyalty point for every £1 you spend",
  "Your details filled in at checkout",
  "Your order history and rewards in one place",
];

export function CustomerDemoPage() {
  const { customer, logout } = useCustomer();
  const { open } = useAuthDialog();
  const queryClient = useQueryClient();
  const [demoSignedIn, setDemoSignedIn] = useState(false);
  const signOut = useMutation({
    mutationFn: logoutCustomer,
    onSettled: () => {
      queryClient.setQueryData(currentCustomerQueryKey, { customer: null });
      logout();
    },
  });

  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <p className="inline-block rounded-full bg-saffron-100 px-3 py-1 text-sm font-semibold text-stone-900">
        Demo - sample data only
      </p>
      <h1 className="mt-3 font-display text-3xl font-bold text-maroon-800">Customer Accounts Demo</h1>
      <p className="mt-2 text-stone-700">
        See what an account gives you. The dashboard below uses made-up sample data.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="rounded-xl border border-saffron-200 bg-white p-6 shadow-sm">
          <h2 className="font-display text-xl font-bold text-maroon-800">Member benefits</h2>
          <ul className="mt-4 flex flex-col gap-2">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-start gap-2 text-stone-800">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
                {b}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            {customer ? (
              <>
                <p className="w-full text-stone-800">
                  Signed in as {customer.firstName}.{" "}
                  <Link to="/account" className="font-semibold text-maroon-800 underline">
                    Go to your account
                  </Link>
                </p>
                <Button variant="ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                  Sign Out
                </Button>
              </>
            ) : (
              <>
                <Button onClick={() => open("register")}>Register</Button>
                <Button variant="secondary" onClick={() => open("login")}>
                  Sign In
                </Button>
              </>
            )}
          </div>
        </div>

        <div className="rounded-xl border border-dashed border-stone-400 bg-white p-6">
          <h2 className="font-display text-xl font-bold text-maroon-800">Demo dashboard</h2>
          {demoSignedIn ? (
            <DemoDashboard onSignOut={() => setDemoSignedIn(false)} />
          ) : (
            <div className="mt-4">
              <p className="text-stone-700">
                Try the dashboard with a sample member's data. Nothing is saved.
              </p>
              <Button className="mt-4" variant="secondary" onClick={() => setDemoSignedIn(true)}>
                Demo Sign In
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function DemoDashboard({ onSignOut }: { onSignOut: () => void }) {
  const d = DEMO_CUSTOMER;
  const stats = [
    { icon: Star, label: "Loyalty points", value: String(d.loyaltyPoints) },
    { icon: ShoppingBag, label: "Total orders", value: String(d.totalOrders) },
    { icon: PoundSterling, label: "Total spent", value: d.totalSpent },
    { icon: CalendarDays, label: "Member since", value: d.memberSince },
  ];
  return (
    <div className="mt-4">
      <p className="text-stone-800">Welcome back, {d.firstName} (sample member)</p>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {stats.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-lg bg-saffron-50 p-3">
            <dt className="flex items-center gap-1 text-sm text-stone-700">
              <Icon aria-hidden="true" className="h-4 w-4 text-maroon-800" />
              {label}
            </dt>
            <dd className="font-display text-xl font-bold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 flex items-center gap-2 font-semibold text-maroon-800">
        <Award aria-hidden="true" className="h-4 w-4" /> Rewards
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {d.rewards.map((r) => (
          <li key={r.id} className="flex items-start gap-2 text-sm">
            <Gift aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-maroon-800" />
            <span>
              <span className="font-semibold text-stone-900">{r.title}</span>
              <span className="text-stone-700"> · {r.detail}</span>
            </span>
          </li>
        ))}
      </ul>
      <h3 className="mt-5 flex items-center gap-2 font-semibold text-maroon-800">
        <Ticket aria-hidden="true" className="h-4 w-4" /> Coupon history
      </h3>
      <ul className="mt-2 divide-y divide-stone-200 text-sm">
        {d.coupons.map((c) => (
          <li key={c.id} className="flex justify-between py-1.5">
            <span className="font-mono font-semibold text-stone-900">{c.couponCode}</span>
            <span className="text-stone-700">{c.usedAt}</span>
            <span className="font-semibold text-green-800">-{c.discountAmount}</span>
          </li>
        ))}
      </ul>
      <Button className="mt-5" variant="ghost" onClick={onSignOut}>
        Sign Out of Demo
      </Button>
    </div>
  );
}
