import {
  type ComponentProps,
  cloneElement,
  type FormHTMLAttributes,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  useId,
} from "react";
import {
  type FieldValues,
  FormProvider,
  type Path,
  type SubmitErrorHandler,
  type SubmitHandler,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { Options } from "./options";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500 focus:border-maroon-700 focus:outline-none focus:ring-2 focus:ring-saffron-400 disabled:bg-stone-100 [&[readonly]]:border-dashed [&[readonly]]:bg-stone-100 aria-[invalid=true]:border-red-700";
export const labelClass = "block text-sm font-semibold text-stone-800";

type ControlProps = Record<string, unknown> & { className?: string; "aria-describedby"?: string };

type FieldLabelling = {
  label: string;
  /** Marks the label with an asterisk and the control as required. */
  required?: boolean;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  hint?: ReactNode;
};

/**
 * The app's one form field: a visible label, the control (an input, select or textarea, usually
 * spread with react-hook-form's `register`), a hint and the error, both tied to the control for
 * screen readers (aria-describedby, aria-invalid).
 */
export function FormField({
  label,
  required = false,
  optional = false,
  error,
  hint,
  children,
  className = "",
}: FieldLabelling & {
  /** The message under the control; `true` marks the control invalid when the form says why elsewhere. */
  error?: string | boolean;
  children: ReactElement<ControlProps>;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [children.props["aria-describedby"], hint ? hintId : null, typeof error === "string" ? errorId : null]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && (
          <span className="text-maroon-700" aria-hidden="true">
            {" "}
            *
          </span>
        )}
        {optional && <span className="font-normal text-stone-700"> (optional)</span>}
      </label>
      {cloneElement(children, {
        id,
        className: children.props.className ?? inputClass,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-700">
          {hint}
        </p>
      )}
      {typeof error === "string" && error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A FormField whose control (an input, select or textarea, given without `register`) is registered
 * under `name` with the form of the enclosing HookForm, showing that field's error.
 * A form names its field type once: `const Bound = BoundField<z.input<typeof Schema>>`.
 */
export function BoundField<T extends FieldValues>({
  name,
  valueAsNumber = false,
  error: fallbackError,
  children,
  ...field
}: FieldLabelling & {
  name: Path<T>;
  /** The form holds the number typed rather than the text. */
  valueAsNumber?: boolean;
  /** Shown when the field has no error of its own: a rule the schema reports under another name. */
  error?: string;
  /** Places the field, as FormField's does. */
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const { register, getFieldState, getValues } = useFormContext<T>();
  const { error } = getFieldState(name, useFormState<T>({ name }));
  // A select also starts on the form's value through React: under happy-dom the value
  // react-hook-form's ref set on a select inside a dialog was lost. This holds in any DOM.
  const start =
    children.type === "select" && children.props.defaultValue === undefined
      ? { defaultValue: getValues(name) }
      : {};
  return (
    <FormField {...field} error={error?.message ?? fallbackError}>
      {cloneElement(children, { ...start, ...register(name, { valueAsNumber }) })}
    </FormField>
  );
}

type InputFieldProps<T extends FieldValues> = FieldLabelling & {
  name: Path<T>;
  valueAsNumber?: boolean;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "required">;

/**
 * A BoundField holding an <input>: `className` places the field; the other props go to the input.
 * A form names its field type once: `const Field = InputField<z.input<typeof Schema>>`.
 */
export function InputField<T extends FieldValues>({
  name,
  label,
  required,
  optional,
  hint,
  className,
  valueAsNumber,
  error,
  ...input
}: InputFieldProps<T>) {
  return (
    <BoundField<T>
      name={name}
      valueAsNumber={valueAsNumber}
      error={error}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      className={className}
    >
      <input {...input} />
    </BoundField>
  );
}

/** An amount of money typed in pounds ("12.50"): "(£)" after the label, the decimal keypad on phones. */
export function PoundsField<T extends FieldValues>({
  label,
  ...field
}: Omit<InputFieldProps<T>, "inputMode">) {
  return <InputField<T> {...field} label={`${label} (£)`} inputMode="decimal" />;
}

/**
 * A BoundField holding a <select> of `values`, each shown by its entry in `labels` (or as it is);
 * `placeholder` adds a first, empty choice.
 */
export function SelectField<T extends FieldValues>({
  values,
  labels,
  placeholder,
  ...field
}: FieldLabelling & {
  name: Path<T>;
  className?: string;
  values: readonly (string | number)[];
  labels?: Readonly<Record<string, ReactNode>>;
  placeholder?: string;
}) {
  return (
    <BoundField<T> {...field}>
      <select>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        <Options values={values} label={(v) => labels?.[v] ?? v} />
      </select>
    </BoundField>
  );
}

/**
 * A checkbox and its label, registered under `name` with the enclosing HookForm: a yes-or-no
 * field, or with `value` one tick of a list (days, allergens).
 */
export function CheckboxField<T extends FieldValues>({
  name,
  value,
  label,
  className = "flex items-center gap-2",
}: {
  name: Path<T>;
  value?: string;
  label: ReactNode;
  className?: string;
}) {
  const { register } = useFormContext<T>();
  return (
    <label className={className}>
      <input type="checkbox" value={value} {...register(name)} />
      {label}
    </label>
  );
}

/** A consent's tick box (offers by email, a review request), its words beside it. */
export function ConsentCheckbox({
  label,
  ...input
}: { label: ReactNode } & Omit<ComponentProps<"input">, "id" | "type" | "className">) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 h-4 w-4 accent-maroon-800" {...input} />
      <label htmlFor={id} className="text-sm text-stone-800">
        {label}
      </label>
    </div>
  );
}

/**
 * A react-hook-form form whose InputFields find it (a FormProvider around the <form>); noValidate,
 * since the schema and the fields' messages say what is wrong, not the browser.
 */
export function HookForm<T extends FieldValues, C, U extends FieldValues>({
  form,
  onValid,
  onInvalid,
  children,
  ...props
}: {
  form: UseFormReturn<T, C, U>;
  /** Gets the schema's output once every field is valid. */
  onValid: SubmitHandler<U>;
  onInvalid?: SubmitErrorHandler<T>;
} & Omit<FormHTMLAttributes<HTMLFormElement>, "noValidate" | "onSubmit">) {
  return (
    <FormProvider {...form}>
      {/*
        method="dialog" outside a dialog makes the browser's own submission do nothing. On a
        server-rendered page a form can be filled before the app is live; a native submission
        would send the fields (a password, a phone number) in the address as a GET. Once live,
        the handler submits and the method is never used.
      */}
      <form method="dialog" noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} {...props}>
        {children}
      </form>
    </FormProvider>
  );
}
