import { cloneElement, type ReactElement, useId } from "react";

/** A visible label, the control, and its error message tied to it for screen readers. */
export function FormField({
  label,
  required = false,
  error,
  children,
  className = "",
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
        {required && (
          <span className="text-maroon-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
        {!required && <span className="font-normal text-stone-700"> (optional)</span>}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        "aria-required": required || undefined,
      })}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "mt-1 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700";
