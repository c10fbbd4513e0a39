import { Suspense } from "react";
import { lazyWithPreload } from "../../lib/lazy-with-preload";
import { useHasOpened } from "../../lib/use-has-opened";
import { useAuthDialog } from "./auth-dialog-context";

/** The dialog and its forms (react-hook-form, zod) load on first use, not with the first page. */
const content = lazyWithPreload(() => import("./auth-dialog-content").then((m) => m.AuthDialogContent));

/** Starts loading the sign-in dialog, e.g. when the pointer reaches a Sign In button. */
export const preloadAuthDialog = content.preload;

/** The one sign-in dialog of the site (rendered once in the layout), opened with useAuthDialog(). */
export function AuthDialog() {
  const { isOpen } = useAuthDialog();
  if (!useHasOpened(isOpen)) return null;
  return (
    <Suspense fallback={null}>
      <content.Component />
    </Suspense>
  );
}
