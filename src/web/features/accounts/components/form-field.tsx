import { type InputHTMLAttributes, type ReactNode, useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

export const inputClass =
  "w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-saffron-400 aria-[invalid=true]:border-red-700";

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  optional?: boolean;
  hint?: ReactNode;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function FormField({ label, registration, error, optional, hint, ...input }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {optional ? <span className="font-normal text-stone-600"> (optional)</span> : null}
      </label>
      <input
        id={id}
        className={inputClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
