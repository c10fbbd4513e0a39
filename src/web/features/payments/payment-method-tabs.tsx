import { CreditCard, Wallet } from "lucide-react";
import { Tabs } from "radix-ui";
import { type ReactNode, Suspense } from "react";
import { Spinner } from "@web/components/ui/spinner";

const trigger =
  "flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 font-semibold text-stone-700 data-[state=active]:bg-white data-[state=active]:text-maroon-800 data-[state=active]:shadow";

/**
 * Card and PayPal as tabs, each shown only when the site takes it: the order's payment section and
 * the gift voucher page pay the same way. The panels are lazy, so a provider's script loads only
 * when its tab is on screen.
 */
export function PaymentMethodTabs({ card, paypal }: { card: ReactNode | null; paypal: ReactNode | null }) {
  return (
    <Tabs.Root defaultValue={card ? "card" : "paypal"}>
      <Tabs.List aria-label="Payment method" className="flex gap-1 rounded-lg bg-stone-100 p-1">
        {card && (
          <Tabs.Trigger value="card" className={trigger}>
            <CreditCard className="h-4 w-4" aria-hidden="true" /> Card
          </Tabs.Trigger>
        )}
        {paypal && (
          <Tabs.Trigger value="paypal" className={trigger}>
            <Wallet className="h-4 w-4" aria-hidden="true" /> PayPal
          </Tabs.Trigger>
        )}
      </Tabs.List>
      <Suspense fallback={<Spinner label="Loading payment form" />}>
        {card && (
          <Tabs.Content value="card" className="mt-4">
            {card}
          </Tabs.Content>
        )}
        {paypal && (
          <Tabs.Content value="paypal" className="mt-4">
            {paypal}
          </Tabs.Content>
        )}
      </Suspense>
    </Tabs.Root>
  );
}
