import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toast } from "@web/lib/toast";

// The machine running the suite may be busy: give a screen up to 5 s to show what it will.
configure({ asyncUtilTimeout: 5000 });

// Testing Library cleans up by itself only with vitest globals on; this project keeps them off.
// Sonner keeps its toasts in a module-level store, so one test's toast would show in the next.
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});
