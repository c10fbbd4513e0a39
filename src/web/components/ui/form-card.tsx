import type { FormEventHandler, ReactNode } from "react";

/** The white card the back office sets its forms and panels in. */
export const cardClass = "rounded-lg border border-stone-200 bg-white p-4 shadow-sm";

/**
 * A form in a card, its fields in a grid (columns from `className`). The label names it, so screen
 * readers and tests find it as a form; the schema, not the browser, checks the fields (noValidate).
 */
export function FormCard({
  label,
  onSubmit,
  className = "",
  children,
}: {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      className={`grid gap-4 ${cardClass} ${className}`}
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
    >
      {children}
    </form>
  );
}
