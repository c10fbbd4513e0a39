/**
 * Staff sign-ins and their roles. An owner may do everything; staff run the evening (orders, menu
 * availability, reservations, messages) and never see money reports, employees, settings or accounts.
 */
import { z } from "zod";
import { ADMIN_PASSWORD_MIN_LENGTH } from "../admin/admin-auth.schema";
import { singleLineText } from "../text.schema";

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffAccountSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.enum(STAFF_ROLES),
  isDisabled: z.boolean(),
  /** Takes deliveries on the driver's phone screen (issue 35); set with PUT /api/admin/delivery/drivers/:id. */
  isDriver: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof StaffAccountSchema>;

const UsernameSchema = singleLineText({ error: "Username is required" })
  .min(3, "Username must be at least 3 characters")
  .max(50, "Username must be at most 50 characters")
  .regex(/^[A-Za-z0-9._-]+$/, "Username may use letters, digits, dots, dashes and underscores");

/** Typed by the owner, or left out for the server to generate one (shown once). */
const NewPasswordSchema = z
  .string()
  .min(ADMIN_PASSWORD_MIN_LENGTH, `Password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password is too long");

export const CreateStaffAccountSchema = z.object({
  username: UsernameSchema,
  role: z.enum(STAFF_ROLES, { error: "Choose owner or staff" }),
  password: NewPasswordSchema.optional(),
});
export type CreateStaffAccount = z.infer<typeof CreateStaffAccountSchema>;

export const UpdateStaffAccountSchema = z
  .object({ isDisabled: z.boolean().optional(), role: z.enum(STAFF_ROLES).optional() })
  .refine((v) => v.isDisabled !== undefined || v.role !== undefined, "Send at least one field to change");
export type UpdateStaffAccount = z.infer<typeof UpdateStaffAccountSchema>;

export const ResetStaffPasswordSchema = z.object({ password: NewPasswordSchema.optional() });
export type ResetStaffPassword = z.infer<typeof ResetStaffPasswordSchema>;

/** The account and, when the server generated it, the new password: shown once, never again. */
export const StaffAccountWithPasswordSchema = z.object({
  account: StaffAccountSchema,
  generatedPassword: z.string().nullable(),
});
export type StaffAccountWithPassword = z.infer<typeof StaffAccountWithPasswordSchema>;

export const CANNOT_CHANGE_OWN_ACCOUNT = "You cannot disable your own account or change your own role";
export const CANNOT_RESET_OWN_PASSWORD = "Change your own password in Settings, with your current password";
export const USERNAME_TAKEN = "That username is already taken";

/**
 * Failed sign-ins to staff accounts, for owners (lib/sign-in-throttle.ts records them): a guesser
 * at the owner's password shows up here while the owner's own devices keep signing in.
 */
const FailedSignInSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  username: z.string(),
  address: z.string(),
  /** From a device that had signed in to this account before (a typo, most likely). */
  knownDevice: z.boolean(),
  /** wrong_password: a wrong password was checked; refused: turned away by a lock, unchecked. */
  outcome: z.enum(["wrong_password", "refused"]),
});
export type FailedSignIn = z.infer<typeof FailedSignInSchema>;

export const FailedSignInsSchema = z.object({
  /** The newest first, at most 100, from the last `days` days. */
  entries: z.array(FailedSignInSchema),
  days: z.number().int(),
  /** Failed sign-ins per account over those days. */
  countsByUsername: z.record(z.string(), z.number().int()),
});
export type FailedSignIns = z.infer<typeof FailedSignInsSchema>;
