import { verify } from "@node-rs/argon2";

// Verified against when no account has the name or email given, so both failures take the same time.
const DUMMY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$9RryiW1xaS6DWY0wApAGjQ$dUplm0+8c+uA0J6G3N/VaLvz4GCzmprcx7dkwCg29zs";

/**
 * Whether a sign-in's password matches the account's stored hash. Without one (no such account) it
 * never matches, in the same time; a malformed stored hash is a mismatch.
 */
export async function signInPasswordMatches(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  const valid = await verify(stored ?? DUMMY_HASH, password).catch(() => false);
  return Boolean(stored) && valid;
}
