/**
 * The building blocks of every request schema. Text cannot carry control characters into the
 * database, staff emails or logs (a NUL byte is refused by PostgreSQL, a line break in a name
 * could forge a header line), and every number fits the int4 columns it is stored in.
 */
import { z } from "zod";
import { formatPence, parsePounds } from "./money";

export const CONTROL_CHARACTERS_MESSAGE = "must not contain control characters";
export const LINE_BREAKS_MESSAGE = "must be a single line (no line breaks)";
export const MALFORMED_TEXT_MESSAGE = "must be valid text";

/** PostgreSQL's int4: ids, counts and pence columns. */
export const MAX_INT4 = 2_147_483_647;
/** The largest amount of money anything in the restaurant costs or refunds: £100,000. */
export const MAX_PENCE = 10_000_000;
/** The dearest dish staff can price: £10,000. */
export const MAX_PRICE_PENCE = 1_000_000;

const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** C0 controls except CR and LF, DEL, and the C1 controls (NEL among them). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const CONTROL_EXCEPT_CR_LF = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A CR not followed by LF, or a Unicode line or paragraph separator: only \n and \r\n break lines. */
const STRAY_LINE_BREAK = /\r(?!\n)|[\u2028\u2029]/;
/**
 * Half of a UTF-16 surrogate pair: JSON can carry one, UTF-8 cannot store it. (No lookbehind: the
 * browser bundle includes this file, and Safari before 16.4 cannot parse one.)
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

interface TextOptions {
  /** The message when the value is missing or not a string. */
  error?: string;
  /** Passwords and tokens are taken as typed. */
  trim?: boolean;
}

function baseText({ error, trim = true }: TextOptions) {
  const text = error ? z.string({ error }) : z.string();
  return (trim ? text.trim() : text).refine((v) => !LONE_SURROGATE.test(v), MALFORMED_TEXT_MESSAGE);
}

/** A name, phone, code or title: one line, no control characters at all (tab, CR, LF, NUL, DEL...). */
export function singleLineText(options: TextOptions = {}) {
  return baseText(options)
    .refine((v) => !LINE_BREAK.test(v), LINE_BREAKS_MESSAGE)
    .refine((v) => !CONTROL_EXCEPT_CR_LF.test(v), CONTROL_CHARACTERS_MESSAGE);
}

/** A message, description or note: line breaks (\n or \r\n) allowed, no other control character. */
export function multiLineText(options: TextOptions = {}) {
  return baseText(options).refine(
    (v) => !CONTROL_EXCEPT_CR_LF.test(v) && !STRAY_LINE_BREAK.test(v),
    CONTROL_CHARACTERS_MESSAGE,
  );
}

interface IntMessages {
  min?: string;
  max?: string;
}

/** A whole number between min and max (inclusive), both within int4. */
export function boundedInt(min: number, max: number, messages: IntMessages = {}) {
  return z
    .number()
    .int("must be a whole number")
    .min(min, messages.min ?? `must be at least ${min}`)
    .max(max, messages.max ?? `must be at most ${max}`);
}

/** A database id in a body. */
export const IdSchema = boundedInt(1, MAX_INT4, { min: "must be a valid id", max: "must be a valid id" });

/** A database id in a path ("/api/chefs/12"): text coerced to a number, then bounded as ids are. */
export const IdParamSchema = z.coerce
  .number()
  .int("must be a valid id")
  .min(1, "must be a valid id")
  .max(MAX_INT4, "must be a valid id");
export const IdParamsSchema = z.object({ id: IdParamSchema });

/** An amount of money in pence (0 allowed). */
export function penceSchema(max = MAX_PENCE) {
  return boundedInt(0, max, { max: `must be at most ${max} pence` });
}

/** A price typed as pounds ("9.99" or "£9.99"), more than zero and at most `max` pence. */
export function poundsText(message: string, max = MAX_PRICE_PENCE) {
  return singleLineText()
    .refine((p) => (parsePounds(p) ?? 0) > 0, message)
    .refine((p) => (parsePounds(p) ?? 0) <= max, `must be at most ${formatPence(max)}`);
}

/** True for a real calendar date as YYYY-MM-DD in the years a booking or schedule can use. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const parsed = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return false;
  return year >= 2000 && year <= 2999 && parsed.toISOString().slice(0, 10) === text;
}

/** A date field: "2026-02-30" and "9999-99-99" are refused here, not by the database. */
export function calendarDate(message: string) {
  return z.string(message).refine(isCalendarDate, message);
}

const EMPTY_PATCH_MESSAGE = "Send at least one field to change";

/** An edit must change something: an empty or unknown-fields-only body is a mistake, not a no-op. */
export function nonEmptyPatch<T extends z.ZodType<Record<string, unknown>>>(schema: T) {
  return schema.refine((patch) => Object.values(patch).some((v) => v !== undefined), EMPTY_PATCH_MESSAGE);
}
