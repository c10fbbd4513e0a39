/**
 * Delivery areas in the words a UK takeaway uses: a list of postcode districts and sectors,
 * "NN1, NN2, NN3 1-4" (all of NN1 and NN2, and sectors 1 to 4 of NN3). An entry is an outward
 * code ("NN1", "SW1A"), an outward code and one sector ("NN3 5") or a range of sectors
 * ("NN3 1-4"). A district entry ("SW1") also covers its lettered sub-districts (SW1A, SW1P).
 */
import { readOutcode, type UkPostcode } from "./postcodes";

export interface AreaEntry {
  outcode: string;
  /** The sectors covered, first to last; null for the whole district. */
  sectors: { from: number; to: number } | null;
}

export type AreasReading = { ok: true; entries: AreaEntry[] } | { ok: false; message: string };

const ENTRY = /^([A-Za-z0-9]+)(?:\s+(\d)(?:\s*-\s*(\d))?)?$/;

/** Reads "NN1, NN2, NN3 1-4"; names the first entry it cannot read. */
export function readAreas(text: string): AreasReading {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim().replace(/\s+/g, " "))
    .filter((p) => p.length > 0);
  if (parts.length === 0) return { ok: false, message: "List at least one postcode district, such as NN3" };
  const entries: AreaEntry[] = [];
  for (const part of parts) {
    const m = ENTRY.exec(part);
    const outcode = m ? readOutcode(m[1] ?? "") : null;
    if (!m || !outcode) {
      return {
        ok: false,
        message: `"${part}" is not a postcode district or sector (write NN3, NN3 2 or NN3 1-4)`,
      };
    }
    const from = m[2] === undefined ? null : Number(m[2]);
    const to = m[3] === undefined ? from : Number(m[3]);
    if (from !== null && to !== null && to < from) {
      return { ok: false, message: `"${part}": the sectors run from the lower to the higher number` };
    }
    entries.push({ outcode, sectors: from === null || to === null ? null : { from, to } });
  }
  return { ok: true, entries };
}

/** The areas as the owner's words, tidied: "NN1, NN2, NN3 1-4". */
export function formatAreas(entries: readonly AreaEntry[]): string {
  return entries
    .map((e) =>
      e.sectors === null
        ? e.outcode
        : e.sectors.from === e.sectors.to
          ? `${e.outcode} ${e.sectors.from}`
          : `${e.outcode} ${e.sectors.from}-${e.sectors.to}`,
    )
    .join(", ");
}

/** Whether one entry covers the postcode. */
function entryCovers(entry: AreaEntry, postcode: UkPostcode): boolean {
  if (entry.outcode !== postcode.outcode && entry.outcode !== postcode.district) return false;
  if (entry.sectors === null) return true;
  return postcode.sectorDigit >= entry.sectors.from && postcode.sectorDigit <= entry.sectors.to;
}

/** Whether any entry covers the postcode. */
export function areasCover(entries: readonly AreaEntry[], postcode: UkPostcode): boolean {
  return entries.some((e) => entryCovers(e, postcode));
}
