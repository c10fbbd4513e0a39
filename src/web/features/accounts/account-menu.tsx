import { useMutation, useQueryClient } from "@tanstack/react-query";
import { LogOut, User } from "lucide-react";
import { Link } from "react-router";
import { currentCustomerQueryKey } from "./api/get-current-customer";
import { logoutCustomer } from "./api/logout-customer";
import { preloadAuthDialog } from "./auth-dialog";
import { useAuthDialog } from "./auth-dialog-context";
import { useCustomer } from "./customer-context";

/** The navigation bar's end: 'Sign In', or 'Welcome, {first name}' (to /account) and 'Sign Out'. */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { customer, logout } = useCustomer();
  const { open } = useAuthDialog();
  const queryClient = useQueryClient();
  const signOut = useMutation({
    mutationFn: logoutCustomer,
    // Forget the customer here even if the server could not be reached: the cookie dies with its expiry.
    onSettled: () => {
      queryClient.setQueryData(currentCustomerQueryKey, { customer: null });
      for (const key of [
        "/api/customer/rewards",
        "/api/customer/points",
        "/api/customer/coupons",
        "/api/customer/orders",
      ]) {
        queryClient.removeQueries({ queryKey: [key] });
      }
      logout();
      onNavigate?.();
    },
  });

  if (!customer) {
    return (
      <button
        type="button"
        className="inline-flex items-center gap-2 rounded-md border border-maroon-800 px-4 py-2 font-semibold text-maroon-800 hover:bg-maroon-50"
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={() => {
          onNavigate?.();
          open("login");
        }}
      >
        <User aria-hidden="true" className="h-4 w-4" />
        Sign In
      </button>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-1">
      <Link
        to="/account"
        className="rounded-md px-3 py-2 font-medium text-maroon-800 hover:bg-maroon-50"
        onClick={onNavigate}
      >
        Welcome, {customer.firstName}
      </Link>
      <button
        type="button"
        className="inline-flex items-center gap-2 rounded-md px-3 py-2 font-medium text-stone-800 hover:bg-maroon-50 hover:text-maroon-800"
        onClick={() => signOut.mutate()}
        disabled={signOut.isPending}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        Sign Out
      </button>
    </div>
  );
}
