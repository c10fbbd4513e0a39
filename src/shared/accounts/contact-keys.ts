/**
 * The forms of a phone number and an email under which a first-order offer is given once (decision
 * 0020): "07700 900123", "+44 7700 900123" and "0044 7700900123" are one phone; "Sara@Example.com"
 * and "sara+2@example.com" are one email. The database computes the same keys for every order
 * (generated columns in schema.ts); a property test holds the two to the same answers.
 */
import { normalisePhoneNumber } from "../orders/order-limits";

export function phoneKey(phone: string): string {
  return normalisePhoneNumber(phone);
}

/** Lower case, trimmed, without a "+tag" in the local part (most mail services ignore it). */
export function emailKey(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, "@");
}
