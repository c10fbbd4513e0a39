import type { ReactNode } from "react";

/** The <option>s of a select: one per value, labelled. */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
