import { useMutation } from "@tanstack/react-query";
import { FlaskConical } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/lib/toast";
import type { GuestOrder } from "../api/order-token";
import { payTestOrder } from "../api/pay-test-order";
import { PAYMENT_ERROR_TEXT } from "./payment-texts";

interface TestModePaymentProps {
  order: GuestOrder & { totalAmount: string };
  onPaid: () => void;
}

/** With no payment provider configured (never in production), a clearly labelled simulated payment. */
export function TestModePayment({ order, onPaid }: TestModePaymentProps) {
  const pay = useMutation({
    mutationFn: () => payTestOrder(order),
    retry: false,
    onSuccess: onPaid,
    onError: (error) => {
      toast.error("Payment Failed", {
        description: (error instanceof ApiError && error.serverMessage) || PAYMENT_ERROR_TEXT,
      });
    },
  });
  return (
    <div className="rounded-lg border-2 border-dashed border-saffron-700 bg-saffron-50 p-4">
      <p className="flex items-center gap-2 font-semibold text-stone-900">
        <FlaskConical className="h-5 w-5 text-saffron-700" aria-hidden="true" />
        Test mode - no real money is taken
      </p>
      <p className="mt-1 text-sm text-stone-700">
        No payment provider is set up on this site, so this button only simulates paying {order.totalAmount}.
      </p>
      <Button className="mt-3" onClick={() => pay.mutate()} disabled={pay.isPending}>
        {pay.isPending ? "Processing Payment..." : `Simulate payment of ${order.totalAmount}`}
      </Button>
    </div>
  );
}
