import { Gift } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { useAuthDialog } from "../../accounts/auth-dialog-context";
import { useCustomer } from "../../accounts/customer-context";

/** Spec section 6: guests see sign-up prompts (15% off the next order plus loyalty points). */
export function JoinPrompt({ className = "" }: { className?: string }) {
  const { isLoggedIn } = useCustomer();
  const authDialog = useAuthDialog();
  if (isLoggedIn) return null;
  return (
    <div
      className={`flex flex-wrap items-center gap-3 rounded-lg bg-saffron-50 p-3 text-stone-800 ring-1 ring-saffron-200 ${className}`}
    >
      <Gift className="h-5 w-5 text-maroon-800" aria-hidden="true" />
      <p className="flex-1 text-sm">
        Join our rewards: <strong>15% off your next order</strong> plus loyalty points on every order, this
        one too once you confirm your email.
      </p>
      <Button size="sm" onClick={() => authDialog.open("register")}>
        Sign up
      </Button>
    </div>
  );
}
