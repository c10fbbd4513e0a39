import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptField, encryptField } from "./field-encryption";

describe("field encryption (AES-256-GCM)", () => {
  const key = randomBytes(32);

  it("round-trips, with a fresh IV each time, and never holds the plaintext", () => {
    const a = encryptField("AB123456C", key);
    const b = encryptField("AB123456C", key);
    expect(a).not.toBe(b);
    expect(a).not.toContain("AB123456C");
    expect(decryptField(a, key)).toBe("AB123456C");
  });

  it("refuses another key and an altered value", () => {
    const stored = encryptField("AB123456C", key);
    expect(decryptField(stored, randomBytes(32))).toBeNull();
    const [v, iv, tag, ct] = stored.split(":");
    const flipped = Buffer.from(ct as string, "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(decryptField([v, iv, tag, flipped.toString("base64url")].join(":"), key)).toBeNull();
    expect(decryptField("AB123456C", key)).toBeNull();
  });
});
