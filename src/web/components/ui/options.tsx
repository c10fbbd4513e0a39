import type { ReactNode } from "react";

/** The <option>s of a select: one per item, with the value and the label read from it. */
function OptionsOf<T>({
  items,
  value,
  label,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => ReactNode;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

/** The <option>s of a select: one per value, labelled. */
export function Options<T extends string | number>({
  values,
  label,
}: {
  values: readonly T[];
  label: (value: T) => ReactNode;
}) {
  return <OptionsOf items={values} value={(v) => v} label={label} />;
}

/** The <option>s of a select from value-label pairs (a shared list such as the guest counts). */
export function LabelledOptions({
  options,
}: {
  options: readonly { value: string | number; label: string }[];
}) {
  return <OptionsOf items={options} value={(o) => o.value} label={(o) => o.label} />;
}

/** The <option>s of a select of records (dishes): each one's id is the value, its name the label. */
export function NamedOptions({ items }: { items: readonly { id: number; name: string }[] }) {
  return <OptionsOf items={items} value={(item) => item.id} label={(item) => item.name} />;
}
