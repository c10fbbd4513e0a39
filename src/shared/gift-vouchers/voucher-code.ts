/**
 * A gift voucher's code: 16 characters from a 32-letter alphabet without look-alikes (no 0/O,
 * 1/I), so 80 bits of chance, shown as four groups of four for reading aloud over the phone.
 * Drawn on the server from a cryptographic source (gift-vouchers.service.ts); here only the shape.
 */
export const VOUCHER_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const VOUCHER_CODE_LENGTH = 16;

/** What a person typed ("abcd efgh-jkmn pqrs") as the stored form ("ABCDEFGHJKMNPQRS"), or null. */
export function normaliseVoucherCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== VOUCHER_CODE_LENGTH) return null;
  for (const ch of code) if (!VOUCHER_CODE_ALPHABET.includes(ch)) return null;
  return code;
}

/** "ABCDEFGHJKMNPQRS" → "ABCD-EFGH-JKMN-PQRS". */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}
