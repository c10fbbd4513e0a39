import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
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

// A toast closed during a file's last test unmounts 200 ms later on Sonner's own timer; let it fire
// while this file's DOM still exists, or it throws "window is not defined" after the teardown.
const SONNER_UNMOUNT_MS = 200;
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, SONNER_UNMOUNT_MS + 100)));
