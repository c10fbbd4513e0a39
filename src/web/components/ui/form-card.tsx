import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { HookForm } from "./form-field";

/** The white card the back office sets its forms and panels in. */
export const cardClass = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm";

/** That card around anything (a panel, a listed thing). */
export function Card({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`${cardClass} ${className}`}>{children}</div>;
}

/**
 * A HookForm in a card, its fields in a grid (columns from `className`), that saves through a
 * mutation. The label names it, so screen readers and tests find it as a form.
 */
export function FormCard<T extends FieldValues, C, U extends FieldValues>({
  label,
  form,
  save,
  className = "",
  children,
}: {
  label: string;
  form: UseFormReturn<T, C, U>;
  /** Gets the schema's output once every field is valid. */
  save: { mutate: (input: U) => void };
  className?: string;
  children: ReactNode;
}) {
  return (
    <HookForm
      form={form}
      onValid={(input) => save.mutate(input)}
      className={`grid gap-4 ${cardClass} ${className}`}
      aria-label={label}
    >
      {children}
    </HookForm>
  );
}
