/**
 * Pieces the forms' schemas are built from. A form holds text, as inputs give it; its schema turns
 * that into the shared input schema's values, so every rule (and its message) is the shared one.
 */
import { z } from "zod";
import { TimeSchema } from "@shared/opening-hours/opening-hours.schema";

/**
 * Hands a form's converted values to a shared schema, its messages landing on the same fields.
 * `fields` names the form's field for a value the form holds under another name (a form's
 * `minOrder` in pounds becomes the schema's `minOrderPence`), so that message lands there too.
 */
export function into<T extends z.ZodType>(schema: T, fields: Readonly<Record<string, string>> = {}) {
  return (value: unknown, ctx: z.RefinementCtx): z.output<T> => {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const [first, ...rest] = issue.path;
      const field = typeof first === "string" ? fields[first] : undefined;
      ctx.addIssue({ code: "custom", message: issue.message, path: field ? [field, ...rest] : issue.path });
    }
    return z.NEVER;
  };
}

/** A text field that must not be blank. */
export function requiredField(message: string) {
  return z.string().trim().min(1, message);
}

/** An optional HH:MM field: blank is "not set". */
export const OptionalTimeField = z
  .string()
  .trim()
  .transform((t) => t || null)
  .pipe(TimeSchema.nullable());
