import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Toaster } from "sonner";
import { AuthDialogProvider } from "../features/accounts/auth-dialog-context";
import { CustomerProvider } from "../features/accounts/customer-context";

/** One query client per page: the browser's for its life, the server's for one render. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The page is live once React has committed it (hydrated or drawn) and run its effects: from here
  // React handles taps (a part still hydrating replays them) and the screen's timers (the pop-ups')
  // have started. Browser tests wait for it. An effect here, not an element beside the router:
  // another element would shift every useId below it and the server's ids would not match.
  useEffect(() => {
    document.documentElement.dataset.live = "true";
  }, []);
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
