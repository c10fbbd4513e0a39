/**
 * Every new password (customer sign-up and reset, staff accounts and their changes) goes through
 * hashNewPassword: it must not be on a list of commonly used passwords (OWASP ASVS 5.0, 6.2.4), then
 * it is hashed with argon2id. Sign-in never checks the list, so an older password still signs in.
 *
 * The list is @zxcvbn-ts/language-common's "passwords-common" dictionary (about 49,000 passwords
 * ranked by how often they appear in breaches, maintained with zxcvbn-ts): loaded on the first new
 * password, not at start, as a Set of lower-case entries (a capital letter does not make "Password"
 * any less common).
 */
import { hash } from "@node-rs/argon2";
import { PASSWORD_TOO_COMMON } from "@shared/accounts/auth.schema";
import { HttpError } from "./http-error";

let commonPasswords: Promise<Set<string>> | null = null;

function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((p) => p.toLowerCase())),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.toLowerCase());
}

/** 400 with PASSWORD_TOO_COMMON for a listed password; otherwise its argon2id hash. */
export async function hashNewPassword(password: string): Promise<string> {
  if (await isCommonPassword(password)) throw new HttpError(400, PASSWORD_TOO_COMMON);
  return hash(password);
}
