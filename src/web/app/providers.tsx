import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Toaster } from "sonner";
import { AuthDialogProvider } from "../features/accounts/auth-dialog-context";
import { CustomerProvider } from "../features/accounts/customer-context";

/** One query client per page: the browser's for its life, the server's for one render. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CustomerProvider>
        <AuthDialogProvider>{children}</AuthDialogProvider>
      </CustomerProvider>
      {/* Spec section 9: at most one toast at a time. */}
      <Toaster visibleToasts={1} position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
