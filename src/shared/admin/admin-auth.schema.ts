import { z } from "zod";
import { singleLineText } from "../text.schema";

export const ADMIN_LOGIN_REQUIRED_MESSAGE = "Please enter both username and password";

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
export const AdminSessionSchema = z.object({ authenticated: z.boolean(), username: z.string().nullable() });
export type AdminSession = z.infer<typeof AdminSessionSchema>;
