import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Spinner } from "@web/components/ui/spinner";

/**
 * A card of the account page (orders, rewards, reviews, the diner's data): its icon and heading,
 * then its content. `headingId` names the section by its heading, for a panel that is a landmark.
 */
export function AccountPanel({
  title,
  icon,
  headingId,
  className,
  children,
}: {
  title: string;
  icon: ReactNode;
  headingId?: string;
  /** Its place on the page (a margin). */
  className?: string;
  children: ReactNode;
}) {
  const card = "rounded-xl border border-saffron-200 bg-white p-5 shadow-sm";
  return (
    <section aria-labelledby={headingId} className={className ? `${className} ${card}` : card}>
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-bold text-maroon-800">
        <span className="[&>svg]:h-5 [&>svg]:w-5">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** An AccountPanel of the customer's data: a spinner while it loads, a failure note, an empty note, or the list. */
export function QueryPanel<T>({
  query,
  loadingLabel,
  empty,
  children,
  ...panel
}: Omit<Parameters<typeof AccountPanel>[0], "children" | "className"> & {
  query: UseQueryResult<T[]>;
  loadingLabel: string;
  empty: string;
  children: (data: T[]) => ReactNode;
}) {
  return (
    <AccountPanel {...panel}>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner label={loadingLabel} />
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            This could not be loaded. Please refresh the page or sign in again.
          </p>
        ) : query.data.length === 0 ? (
          <p className="text-stone-700">{empty}</p>
        ) : (
          children(query.data)
        )}
      </div>
    </AccountPanel>
  );
}
