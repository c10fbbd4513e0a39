import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Spinner } from "@web/components/ui/spinner";
import { AdminLayout } from "./admin-layout";
import { ADMIN_FLAG_KEY, adminSessionQueryOptions } from "./api/get-admin-session";
import { AdminDashboard } from "./components/admin-dashboard";
import { LoginScreen } from "./components/login-screen";

/** /admin: the server's session decides; the browser flag is only remembered UI state. */
export function AdminPage() {
  const session = useQuery(adminSessionQueryOptions());
  const authenticated = session.data?.authenticated === true;

  useEffect(() => {
    if (session.data && !authenticated) localStorage.removeItem(ADMIN_FLAG_KEY);
  }, [session.data, authenticated]);

  return (
    <AdminLayout>
      {session.isPending ? (
        <Spinner label="Checking sign-in" />
      ) : authenticated ? (
        <AdminDashboard username={session.data?.username ?? "admin"} role={session.data?.role ?? "staff"} />
      ) : (
        <LoginScreen />
      )}
    </AdminLayout>
  );
}
