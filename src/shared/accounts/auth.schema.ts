/**
 * The customer sign-up, sign-in and password-reset contract (spec sections 5 and 7). The same
 * schemas validate the forms in the browser and the requests on the server.
 */
import { z } from "zod";
import { multiLineText, singleLineText } from "../text.schema";
import { CustomerSessionSchema } from "./customer.schema";

/**
 * 8, not the spec's 6 (OWASP ASVS 5.0, 6.2.1; decision 0020). Sign-in still takes any length, so a
 * password set under the old rule keeps working.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = "Password must be at least 8 characters";
/** The server's answer for a new password on the common-passwords list (ASVS 6.2.4). */
export const PASSWORD_TOO_COMMON =
  "This password is one of the most commonly used, so it is easy to guess. Please choose another.";
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** The 401 answers of a customer route (code as for staff: see admin-auth.schema.ts). */
export const CUSTOMER_SIGN_IN_REQUIRED = {
  code: "SIGN_IN_REQUIRED",
  message: "Please sign in to your account",
} as const;
export const CUSTOMER_SESSION_ENDED = {
  code: "SESSION_EXPIRED",
  message: "Your session has ended. Please sign in again.",
} as const;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const PREFERRED_CUISINES = [
  "hyderabadi",
  "biryani",
  "tandoori",
  "vegetarian",
  "spicy",
  "mild",
] as const;
const PreferredCuisineSchema = z.enum(PREFERRED_CUISINES);

const password = singleLineText({ trim: false })
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, "Password is too long");
const requiredText = (label: string, max: number) =>
  singleLineText().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number, text = singleLineText()) =>
  text
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));
const emailAddress = (message: string) =>
  singleLineText().max(255, "Email must be at most 255 characters").pipe(z.email(message));

/** YYYY-MM-DD, a real past date; empty means not given. */
const DateOfBirthSchema = z
  .union([
    z.literal(""),
    singleLineText().refine(
      (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      "Date of birth must be a date (YYYY-MM-DD)",
    ),
  ])
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || (v >= "1900-01-01" && Date.parse(`${v}T00:00:00Z`) < Date.now()), {
    message: "Date of birth must be in the past",
  });

export const DateOfBirthUpdateSchema = z.object({ dateOfBirth: DateOfBirthSchema });

/** A customer sets their date of birth once; staff can correct it (decision 0020). */
export const DATE_OF_BIRTH_SET_ONCE =
  "Your date of birth is already saved and can only be set once. If it is wrong, please contact us and we will correct it.";

export const RegisterRequestSchema = z
  .object({
    firstName: requiredText("First name", 50),
    lastName: requiredText("Last name", 50),
    email: emailAddress("Invalid email address"),
    phone: requiredText("Phone", 20),
    password,
    confirmPassword: password,
    address: optionalText("Address", 500, multiLineText()),
    postcode: optionalText("Postcode", 10),
    city: optionalText("City", 50),
    preferredCuisine: z
      .union([PreferredCuisineSchema, z.literal("")])
      .optional()
      .transform((v) => (v ? v : undefined)),
    dietaryRequirements: optionalText("Dietary requirements", 500, multiLineText()),
    marketingConsent: z.boolean().optional().default(false),
    /** Optional: for the birthday-week promotion. */
    dateOfBirth: DateOfBirthSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;

export const RegisterResponseSchema = z.object({
  message: z.string(),
  customer: CustomerSessionSchema,
  /** The checkout would give this account the welcome bonus (not when its phone or email has ordered). */
  welcomeBonusReady: z.boolean(),
  /** Orders placed as a guest with this email; a link to add them was mailed when more than 0. */
  guestOrdersToLink: z.number().int(),
});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

export const LoginRequestSchema = z.object({
  email: emailAddress("Invalid email address"),
  password: singleLineText({ trim: false }).min(1, "Password is required").max(200, "Password is too long"),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({ customer: CustomerSessionSchema });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Who the session cookie belongs to; null when signed out or the session has expired. */
export const MeResponseSchema = z.object({ customer: CustomerSessionSchema.nullable() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const ForgotPasswordRequestSchema = z.object({
  email: singleLineText()
    .max(255, "Please enter a valid email address")
    .pipe(z.email("Please enter a valid email address")),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequestSchema>;

export const ForgotPasswordResponseSchema = z.object({
  message: z.string(),
  /** Only outside production, to help development and tests. */
  resetLink: z.string().optional(),
});
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const ResetPasswordRequestSchema = z.object({
  token: singleLineText({ trim: false })
    .min(1, "Invalid or expired reset token")
    .max(200, "Invalid or expired reset token"),
  newPassword: password,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** The reset form adds a confirmation that never leaves the browser. */
export const ResetPasswordFormSchema = z
  .object({ newPassword: password, confirmPassword: password })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

export const MessageResponseSchema = z.object({ message: z.string() });
