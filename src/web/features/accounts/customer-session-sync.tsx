import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { currentCustomerQueryOptions } from "./api/get-current-customer";
import { useCustomer } from "./customer-context";

/**
 * Reconciles the browser's cached customer with the server session on load: a session that has
 * ended (expired, signed out elsewhere, password reset) clears the cache; a live one refreshes it.
 */
export function CustomerSessionSync() {
  const { setCustomer } = useCustomer();
  const { data } = useQuery(currentCustomerQueryOptions());
  useEffect(() => {
    if (data) setCustomer(data.customer);
  }, [data, setCustomer]);
  return null;
}
