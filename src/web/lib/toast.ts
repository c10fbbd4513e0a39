import { toast as sonner } from "sonner";

/**
 * Sonner's `toast`, one at a time (spec section 9): showing a toast dismisses the one before.
 * `<Toaster visibleToasts={1}>` alone only hides the older toasts behind the newest: they stay in
 * the page (and in its live region) until they time out, and show again as the newest goes.
 */
function alone<A extends unknown[], R>(show: (...args: A) => R): (...args: A) => R {
  return (...args) => {
    sonner.dismiss();
    return show(...args);
  };
}

export const toast = Object.assign(alone(sonner), {
  ...sonner,
  success: alone(sonner.success),
  error: alone(sonner.error),
  info: alone(sonner.info),
  warning: alone(sonner.warning),
  message: alone(sonner.message),
});
