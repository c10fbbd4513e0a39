import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SETUP_STEP_TITLES, type SetupStep } from "@shared/restaurant/setup.schema";
import { Button } from "@web/components/ui/button";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import {
  clearSampleContent,
  markSetupStep,
  ownerDetailsQueryOptions,
  setupQueryKey,
  setupQueryOptions,
} from "./api/restaurant-admin";
import { RestaurantDetailsForm } from "./components/restaurant-details-form";

const STEP_TEXT: Record<Exclude<SetupStep, "details">, string> = {
  hours: "Check the opening hours in the Hours tab: the site offers collection times and tables from them.",
  payments:
    "Diners pay at collection unless Stripe or PayPal keys are set (STRIPE_SECRET_KEY, PAYPAL_CLIENT_ID in the environment); the checkout then takes cards.",
  printer:
    "Optional: set the kitchen's network printer in the Settings tab, or print tickets from the browser.",
};

/**
 * The first start (decision 0042): on an install without DEMO_MODE, until the details are
 * confirmed, the owner's sign-in opens this short setup. It can be left and resumed: what is done
 * is kept on the server.
 */
export function FirstStartSetup() {
  const setup = useQuery(setupQueryOptions());
  const [left, setLeft] = useState(false);
  const status = setup.data;
  if (!status?.needed) return null;
  if (left) {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-3 rounded-md bg-saffron-50 p-2 text-sm text-stone-900">
        The site says it is being set up until you confirm the restaurant's details.
        <Button size="sm" onClick={() => setLeft(false)}>
          Resume setup
        </Button>
      </p>
    );
  }
  return (
    <section
      className="mt-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      aria-labelledby="setup-heading"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="setup-heading" className="text-xl font-bold text-maroon-800">
            Set up your restaurant's site
          </h2>
          <p className="text-sm text-stone-700">
            Until the details are confirmed, the public pages say the site is being set up.
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={() => setLeft(true)}>
          Leave setup for now
        </Button>
      </div>
      <ol className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Setup steps">
        {status.steps.map(({ step, done }) => (
          <li
            key={step}
            className={`rounded-full px-3 py-1 ${done ? "bg-green-100 text-green-900" : "bg-stone-100"}`}
          >
            {SETUP_STEP_TITLES[step]}: {done ? "done" : "to do"}
          </li>
        ))}
      </ol>
      <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <section aria-label="Step 1: the restaurant's details">
          <h3 className="mb-2 font-semibold">1. {SETUP_STEP_TITLES.details}</h3>
          <DetailsStep />
        </section>
        <section aria-label="The other steps" className="space-y-4">
          {(["hours", "payments", "printer"] as const).map((step, i) => (
            <OtherStep
              key={step}
              step={step}
              number={i + 2}
              done={status.steps.some((s) => s.step === step && s.done)}
            />
          ))}
          <SampleMenuStep dishes={status.menuDishes} />
        </section>
      </div>
    </section>
  );
}

function DetailsStep() {
  const details = useQuery(ownerDetailsQueryOptions());
  if (!details.data) return null;
  return <RestaurantDetailsForm details={details.data.details} confirmLabel="Confirm details" allowDraft />;
}

function OtherStep({
  step,
  number,
  done,
}: {
  step: Exclude<SetupStep, "details">;
  number: number;
  done: boolean;
}) {
  const mark = useAdminMutation({
    mutationFn: () => markSetupStep(step),
    success: null,
    failure: "Failed to save the step",
    replaceData: setupQueryKey,
  });
  return (
    <div>
      <h3 className="font-semibold">
        {number}. {SETUP_STEP_TITLES[step]}
      </h3>
      <p className="text-sm text-stone-700">{STEP_TEXT[step]}</p>
      <Button
        size="sm"
        variant={done ? "ghost" : "primary"}
        className="mt-1"
        disabled={done || mark.isPending}
        onClick={() => mark.mutate()}
      >
        {done ? "Done" : step === "printer" ? "Done, or skip" : "Mark as done"}
      </Button>
    </div>
  );
}

function SampleMenuStep({ dishes }: { dishes: number }) {
  const clear = useAdminMutation({
    mutationFn: clearSampleContent,
    success: (data) => `Sample cleared: ${data.removed.menu ?? 0} dishes removed`,
    failure: "Failed to clear the sample menu",
    invalidate: [setupQueryKey, ["/api/admin/menu"], ["/api/menu"]],
  });
  if (dishes === 0)
    return <p className="text-sm text-stone-700">The menu is empty: add your dishes in the Menu tab.</p>;
  return (
    <div>
      <h3 className="font-semibold">The sample menu</h3>
      <p className="text-sm text-stone-700">
        The site starts with a sample menu of {dishes} dishes, with sample chefs and offers. Keep it to edit,
        or clear it in one step.
      </p>
      <Button
        size="sm"
        variant="ghost"
        className="mt-1"
        disabled={clear.isPending}
        onClick={() => clear.mutate()}
      >
        Clear the sample menu
      </Button>
    </div>
  );
}
