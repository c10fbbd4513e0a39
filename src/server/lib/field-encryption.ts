/**
 * Secrets at rest (National Insurance numbers) with AES-256-GCM: a fresh 12-byte IV per value and
 * the 16-byte tag, so a changed or swapped value fails to decrypt instead of reading as garbage.
 * Stored as "v1:<iv>:<tag>:<ciphertext>" (base64url); "v1" leaves room to rotate the scheme.
 */
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export function encryptField(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString("base64url"));
  return `v1:${parts.join(":")}`;
}

/** The plaintext, or null when the value was not written with this key (or was altered). */
export function decryptField(stored: string, key: Buffer): string | null {
  const [version, iv, tag, ciphertext] = stored.split(":");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}
