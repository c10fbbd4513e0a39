import { type ComponentPropsWithoutRef, createElement, type ReactNode } from "react";
import {
  type FieldError,
  type FieldPath,
  type FieldValues,
  type FormState,
  get,
  type UseFormRegister,
} from "react-hook-form";
import { FormField } from "./form-field";

/** What a registered field needs of its react-hook-form form (what useSchemaForm returns). */
export interface FieldForm<T extends FieldValues> {
  register: UseFormRegister<T>;
  formState: FormState<T>;
}

interface FieldProps<T extends FieldValues> {
  form: FieldForm<T>;
  /** The form value it holds; that value's error (nested paths too, "items.0.name") shows under it. */
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  optional?: boolean;
  hint?: ReactNode;
  /** Classes of the field (label and control), for its place in the form's grid. */
  className?: string;
  /** Shown when the value has no error of its own: a rule the schema reports under another name. */
  error?: string;
}

type ControlTag = "input" | "select" | "textarea";

/** The field's props, then the control's own (type, placeholder, options as children…). */
type RegisteredFieldProps<T extends FieldValues, E extends ControlTag> = FieldProps<T> &
  Omit<ComponentPropsWithoutRef<E>, keyof FieldProps<T>>;

/** A FormField whose control, an `E` element, is registered with the form under `name`. */
function registeredField<E extends ControlTag>(control: E) {
  return function RegisteredField<T extends FieldValues>({
    form,
    name,
    label,
    required,
    optional,
    hint,
    className,
    error,
    ...controlProps
  }: RegisteredFieldProps<T, E>) {
    const ownError = (get(form.formState.errors, name) as FieldError | undefined)?.message;
    return (
      <FormField {...{ label, required, optional, hint, className }} error={ownError ?? error}>
        {createElement(control, { ...controlProps, ...form.register(name) })}
      </FormField>
    );
  };
}

export const InputField = registeredField("input");
const RegisteredSelect = registeredField("select");

/**
 * A select registered with the form; its children are the options. It also starts on the form's
 * default value through React (defaultValue): under happy-dom the value react-hook-form's ref sets
 * on a select inside a dialog was lost, and this holds in any DOM.
 */
export function SelectField<T extends FieldValues>(props: RegisteredFieldProps<T, "select">) {
  const start = get(props.form.formState.defaultValues, props.name) as string | undefined;
  return <RegisteredSelect defaultValue={start} {...props} />;
}
export const TextareaField = registeredField("textarea");

/** An amount of money typed in pounds ("12.50"): "(£)" after the label, the decimal keypad on phones. */
export function PoundsField<T extends FieldValues>({
  label,
  ...field
}: Omit<RegisteredFieldProps<T, "input">, "inputMode">) {
  return <InputField {...field} label={`${label} (£)`} inputMode="decimal" />;
}
