import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { describeError } from "@web/lib/api-client";
import { Spinner } from "./spinner";

/** A query's data once loaded; meanwhile a spinner, or what went wrong. */
export function Loaded<T>({
  query,
  what,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  children,
}: {
  query: UseQueryResult<T>;
  /** "offers", "the menu": completes "Loading …" and "Could not load …". */
  what: string;
  /** What an empty list says instead. */
  empty?: ReactNode;
  /** When the data holds its list inside (`{ figures, reviews }`): whether that list is empty. */
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <p role="alert">
        Could not load {what}: {describeError(query.error)}
      </p>
    );
  if (empty && isEmpty(query.data)) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 p-6 text-center text-stone-700">
      {children}
    </p>
  );
}
