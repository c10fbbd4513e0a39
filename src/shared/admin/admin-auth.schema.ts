import { z } from "zod";
import { PASSWORDS_DONT_MATCH } from "../accounts/auth.schema";
import { singleLineText } from "../text.schema";

export const ADMIN_LOGIN_REQUIRED_MESSAGE = "Please enter both username and password";

/**
 * The 401 answers of a staff route, each with a stable `code` beside the message: a screen (the
 * kitchen board) can tell "never signed in" from "your session ended" and offer sign-in in place.
 */
export const STAFF_SIGN_IN_REQUIRED = {
  code: "SIGN_IN_REQUIRED",
  message: "Admin sign-in required",
} as const;
export const STAFF_SESSION_ENDED = {
  code: "SESSION_EXPIRED",
  message: "Your staff session has ended. Please sign in again.",
} as const;

/** An idle staff session ends after this long without a request; none lasts longer than the cap. */
export const STAFF_SESSION_IDLE_MINUTES = 120;
export const STAFF_SESSION_MAX_DAYS = 7;

export const AdminLoginRequestSchema = z.object({
  username: singleLineText({ error: ADMIN_LOGIN_REQUIRED_MESSAGE })
    .min(1, ADMIN_LOGIN_REQUIRED_MESSAGE)
    .max(50),
  password: singleLineText({ error: ADMIN_LOGIN_REQUIRED_MESSAGE, trim: false })
    .min(1, ADMIN_LOGIN_REQUIRED_MESSAGE)
    .max(200),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const AdminSessionSchema = z.object({
  authenticated: z.boolean(),
  username: z.string().nullable(),
  /** What the panel shows; the server checks the role again on every call. */
  role: z.enum(["owner", "staff"]).nullable(),
});
export type AdminSession = z.infer<typeof AdminSessionSchema>;

export const ADMIN_PASSWORD_MIN_LENGTH = 8;
export const CURRENT_PASSWORD_INCORRECT = "Current password is incorrect";

/** Staff change their own password from the panel's settings tab. */
export const ChangeAdminPasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password").max(200),
    newPassword: z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, `New password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
      .max(200, "New password is too long"),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    path: ["confirmPassword"],
  });
export type ChangeAdminPasswordRequest = z.infer<typeof ChangeAdminPasswordRequestSchema>;

export const ChangeAdminPasswordResponseSchema = z.object({ success: z.literal(true), message: z.string() });
