import { z } from "zod";

export const ADMIN_LOGIN_REQUIRED_MESSAGE = "Please enter both username and password";

export const AdminLoginRequestSchema = z.object({
  username: z.string().trim().min(1, ADMIN_LOGIN_REQUIRED_MESSAGE).max(50),
  password: z.string().min(1, ADMIN_LOGIN_REQUIRED_MESSAGE).max(200),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export const AdminSessionSchema = z.object({ authenticated: z.boolean(), username: z.string().nullable() });
export type AdminSession = z.infer<typeof AdminSessionSchema>;
