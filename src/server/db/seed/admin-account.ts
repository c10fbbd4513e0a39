import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { EnvError } from "../../env";
import { isCommonPassword } from "../../lib/new-passwords";
import type { Db } from "../client";
import { users } from "../schema";

export interface AdminBootstrap {
  username: string;
  /** Set only when the password was generated now: shown once on the console, never stored in clear. */
  generatedPassword: string | null;
}

/**
 * Creates the first account, an owner, when there is none: from ADMIN_USERNAME / ADMIN_PASSWORD, or
 * with a generated password. Returns null when an account already exists.
 */
export async function ensureAdminAccount(
  db: Db,
  options: { username?: string; password?: string },
): Promise<AdminBootstrap | null> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return null;
  // A new staff password, like any other: not one of the most common (decision 0020).
  if (options.password && (await isCommonPassword(options.password))) {
    throw new EnvError(
      "Invalid configuration in the environment:\n  ADMIN_PASSWORD: is one of the most commonly used passwords; choose another",
    );
  }
  const username = options.username ?? "admin";
  const generatedPassword = options.password ? null : randomBytes(12).toString("base64url");
  const password = options.password ?? (generatedPassword as string);
  const inserted = await db
    .insert(users)
    .values({ username, password: await hash(password), role: "owner" })
    .onConflictDoNothing()
    .returning();
  return inserted.length > 0 ? { username, generatedPassword } : null;
}
