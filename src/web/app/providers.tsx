import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { Toaster } from "sonner";
import { AuthDialogProvider } from "../features/accounts/auth-dialog-context";
import { CustomerProvider } from "../features/accounts/customer-context";
import { createQueryClient } from "./query-client";

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
