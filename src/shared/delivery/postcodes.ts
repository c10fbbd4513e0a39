/**
 * UK postcodes as the delivery rules read them, through the maintained `postcode` library (tested
 * by its authors against the ONS Postcode Directory): a diner's "nn3 2ab" becomes "NN3 2AB", its
 * outward code NN3, its district NN3 and its sector "NN3 2". A postcode the library refuses is no
 * postcode: nothing here guesses a fix.
 */
import { parse, validOutcode } from "postcode";

export interface UkPostcode {
  /** Normalised: upper case, one space ("NN3 2AB"). */
  postcode: string;
  /** The outward code ("NN3", "SW1A"). */
  outcode: string;
  /** The district ("NN3"; "SW1" for SW1A). */
  district: string;
  /** The sector's digit, the inward code's first character (2 for "NN3 2AB"). */
  sectorDigit: number;
}

export const INVALID_POSTCODE_MESSAGE = "Enter a full UK postcode, such as NN3 2AB";

/** The postcode, normalised and taken apart; null when it is not a UK postcode. */
export function readPostcode(text: string): UkPostcode | null {
  const parsed = parse(text.trim());
  if (!parsed.valid) return null;
  return {
    postcode: parsed.postcode,
    outcode: parsed.outcode,
    district: parsed.district,
    sectorDigit: Number(parsed.incode[0]),
  };
}

/** An outward code ("NN3", "sw1a") in capitals, or null when it is not one. */
export function readOutcode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return validOutcode(code) ? code : null;
}
