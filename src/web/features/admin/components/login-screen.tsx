import { useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { Breadcrumb } from "@web/components/layout/breadcrumb";
import { buttonClasses } from "@web/components/ui/button";
import { useRestaurant } from "@web/lib/restaurant";
import { adminSessionQueryKey } from "../api/get-admin-session";
import { SignInForm } from "./sign-in-form";

export function LoginScreen() {
  const queryClient = useQueryClient();
  const restaurant = useRestaurant();
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <Breadcrumb trail={["Admin Login"]} className="mb-6" />
      <div className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="font-display text-3xl font-bold text-maroon-800">Admin Login</h1>
        <p className="mt-1 text-stone-700">
          {restaurant ? `Staff sign-in for ${restaurant.name}` : "Staff sign-in"}
        </p>
        <SignInForm onSignedIn={() => queryClient.invalidateQueries({ queryKey: adminSessionQueryKey })} />
        <Link to="/" className={buttonClasses("ghost", "md", "mt-4 w-full")}>
          Back to Website
        </Link>
      </div>
    </section>
  );
}
