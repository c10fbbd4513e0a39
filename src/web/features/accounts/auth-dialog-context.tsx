/**
 * Lets any screen open the sign-in dialog (navigation bar, join prompts on the order page and
 * confirmation) without knowing how the dialog is built.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export type AuthDialogMode = "login" | "register" | "forgot-password";

interface AuthDialogState {
  isOpen: boolean;
  mode: AuthDialogMode;
  open: (mode?: AuthDialogMode) => void;
  close: () => void;
  setMode: (mode: AuthDialogMode) => void;
}

const AuthDialogContext = createContext<AuthDialogState | null>(null);

export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthDialogMode>("login");
  const value = useMemo<AuthDialogState>(
    () => ({
      isOpen,
      mode,
      open: (next = "login") => {
        setMode(next);
        setOpen(true);
      },
      close: () => setOpen(false),
      setMode,
    }),
    [isOpen, mode],
  );
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error("useAuthDialog must be used within an AuthDialogProvider");
  return value;
}
