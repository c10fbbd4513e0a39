/**
 * The customer session on the client (spec section 4): loaded from local storage at start, saved
 * on each change, removed on sign-out; a corrupt stored value is discarded with a console error.
 * It is only a display cache: the server's session cookie decides what the customer may see.
 */
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import type { CustomerSession } from "@shared/accounts/customer.schema";
import { useBrowserState, useHydrated } from "../../lib/use-hydrated";
import { parseStoredCustomer } from "./stored-customer";

export const CUSTOMER_STORAGE_KEY = "customer";

function loadStoredCustomer(): CustomerSession | null {
  const raw = localStorage.getItem(CUSTOMER_STORAGE_KEY);
  if (!raw) return null;
  let session: CustomerSession | Error;
  try {
    session = parseStoredCustomer(JSON.parse(raw));
  } catch (error) {
    session = error instanceof Error ? error : new Error(String(error));
  }
  if (!(session instanceof Error)) return session;
  console.error("Discarding a corrupt stored customer session", session);
  localStorage.removeItem(CUSTOMER_STORAGE_KEY);
  return null;
}

interface CustomerContextValue {
  customer: CustomerSession | null;
  isLoggedIn: boolean;
  setCustomer: (customer: CustomerSession | null) => void;
  /** Forgets the customer in this browser; callers also end the server session. */
  logout: () => void;
}

const CustomerContext = createContext<CustomerContextValue | null>(null);

export function CustomerProvider({ children }: { children: ReactNode }) {
  // The server renders every page signed out; the stored session is read once the page is live.
  const [customer, setCustomerState, loaded] = useBrowserState<CustomerSession | null>(
    loadStoredCustomer,
    null,
  );

  useEffect(() => {
    if (!loaded) return;
    if (customer) localStorage.setItem(CUSTOMER_STORAGE_KEY, JSON.stringify(customer));
    else localStorage.removeItem(CUSTOMER_STORAGE_KEY);
  }, [customer, loaded]);

  const setCustomer = useCallback(
    (next: CustomerSession | null) => setCustomerState(next),
    [setCustomerState],
  );
  const logout = useCallback(() => setCustomerState(null), [setCustomerState]);
  const value = useMemo(
    () => ({ customer, isLoggedIn: customer !== null, setCustomer, logout }),
    [customer, setCustomer, logout],
  );
  return <CustomerContext.Provider value={value}>{children}</CustomerContext.Provider>;
}

const SIGNED_OUT = { customer: null, isLoggedIn: false } as const;

/**
 * The customer as this component may show it: signed out while the component itself hydrates
 * (its server HTML was drawn signed out), the stored customer after. Issue 21: a part of the page
 * hydrated late (the navbar, the menu's welcome line) read the customer the provider had already
 * loaded and drew "Welcome, Noor" over the server's "Sign In": React's hydration error #418 on
 * every page load of a signed-in member.
 */
export function useCustomer(): CustomerContextValue {
  const value = useContext(CustomerContext);
  if (!value) throw new Error("useCustomer must be used within a CustomerProvider");
  const hydrated = useHydrated();
  return hydrated ? value : { ...value, ...SIGNED_OUT };
}
