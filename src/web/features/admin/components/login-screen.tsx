import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ADMIN_LOGIN_REQUIRED_MESSAGE } from "../../../../shared/admin/admin-auth.schema";
import { Button, buttonClasses } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { ADMIN_FLAG_KEY, adminSessionQueryKey, loginAdmin } from "../api/admin-session";
import { inputClasses, labelClasses } from "./admin-ui";

export function LoginScreen() {
  const queryClient = useQueryClient();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError(ADMIN_LOGIN_REQUIRED_MESSAGE);
      toast.error(ADMIN_LOGIN_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await loginAdmin({ username: username.trim(), password });
      localStorage.setItem(ADMIN_FLAG_KEY, "true");
      toast.success("Login Successful", { description: "Welcome to the admin panel" });
      await queryClient.invalidateQueries({ queryKey: adminSessionQueryKey });
    } catch (caught) {
      if (caught instanceof ApiError) {
        const message = caught.serverMessage ?? "Invalid username or password";
        setError(message);
        toast.error("Login Failed", { description: message });
      } else {
        setError("Failed to connect to server");
        toast.error("Login Error", { description: "Failed to connect to server" });
      }
    } finally {
      setPending(false);
    }
  }

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm">
        <ol className="flex gap-2 text-stone-700">
          <li>
            <Link to="/" className="text-maroon-800 underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">Admin Login</li>
        </ol>
      </nav>
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Admin Login</h1>
        <p className="mt-1 text-stone-700">Staff sign-in for Hyderabad House</p>
        <form className="mt-6 space-y-4" onSubmit={handleSubmit} noValidate>
          <label className={labelClasses}>
            Username
            <input
              className={inputClasses}
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
            />
          </label>
          <label className={labelClasses}>
            Password
            <input
              className={inputClasses}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? "Signing in..." : "Login"}
          </Button>
        </form>
        <Link to="/" className={buttonClasses("ghost", "md", "mt-4 w-full")}>
          Back to Website
        </Link>
      </div>
    </section>
  );
}
