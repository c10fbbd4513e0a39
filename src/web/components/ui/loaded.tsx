import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describeError } from "@web/lib/api-client";
import { Spinner } from "./spinner";

/** A query's data once loaded; meanwhile a spinner, or what went wrong. */
export function Loaded<T>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  /** "offers", "the menu": completes "Loading …" and "Could not load …". */
  what: string;
  /** What an empty list says instead. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <p role="alert">
        Could not load {what}: {describeError(query.error)}
      </p>
    );
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
      {children}
    </p>
  );
}
