import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAreas, readAreas } from "./delivery-areas";
import {
  chooseZone,
  type DeliveryZoneRule,
  describeQuote,
  type FreeDeliveryOffer,
  matchingZones,
  milesBetween,
  quoteDelivery,
  zoneFeeFor,
} from "./delivery-pricing";
import { readPostcode, type UkPostcode } from "./postcodes";

const OUTCODES = ["NN1", "NN2", "NN3", "NN4", "MK9", "SW1A", "B1"] as const;

const postcodeArb = fc
  .record({
    outcode: fc.constantFrom(...OUTCODES),
    sector: fc.integer({ min: 0, max: 9 }),
    unit: fc.constantFrom("AB", "XY", "DQ", "HT"),
    lower: fc.boolean(),
    spaced: fc.boolean(),
  })
  .map(({ outcode, sector, unit, lower, spaced }) => {
    const text = `${outcode}${spaced ? " " : ""}${sector}${unit}`;
    return lower ? text.toLowerCase() : text;
  });

const entryArb = fc.oneof(
  fc.constantFrom(...OUTCODES, "SW1"),
  fc.tuple(fc.constantFrom(...OUTCODES), fc.integer({ min: 0, max: 9 })).map(([o, s]) => `${o} ${s}`),
  fc
    .tuple(fc.constantFrom(...OUTCODES), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }))
    .map(([o, a, b]) => `${o} ${Math.min(a, b)}-${Math.max(a, b)}`),
);

const zoneArb = (id: number) =>
  fc
    .record({
      kind: fc.constantFrom("postcodes" as const, "radius" as const),
      entries: fc.array(entryArb, { minLength: 1, maxLength: 4 }),
      radiusMiles: fc.integer({ min: 1, max: 100 }).map((t) => t / 10),
      feePence: fc.integer({ min: 0, max: 800 }),
      minOrderPence: fc.integer({ min: 0, max: 4000 }),
      freeOver: fc.option(fc.integer({ min: 0, max: 6000 }), { nil: null }),
      leadTimeMinutes: fc.integer({ min: 0, max: 90 }),
      isActive: fc.boolean(),
    })
    .map(
      (z): DeliveryZoneRule => ({
        id,
        name: `Zone ${id}`,
        kind: z.kind,
        areas: z.entries.join(", "),
        radiusMiles: z.kind === "radius" ? z.radiusMiles : null,
        feePence: z.feePence,
        minOrderPence: z.minOrderPence,
        freeOverPence: z.freeOver === null ? null : Math.max(z.freeOver, z.minOrderPence),
        leadTimeMinutes: z.leadTimeMinutes,
        isActive: z.isActive,
      }),
    );

const zonesArb = fc
  .integer({ min: 0, max: 5 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => zoneArb(i + 1))))
  .map((zones) => zones as DeliveryZoneRule[]);

const offersArb = fc.array(
  fc.record({
    id: fc.integer({ min: 1, max: 50 }),
    title: fc.constant("Free delivery"),
    minSpendPence: fc.integer({ min: 0, max: 5000 }),
  }),
  { maxLength: 3 },
);

const basketArb = fc.integer({ min: 0, max: 10_000 });
const distanceArb = fc.option(
  fc.integer({ min: 0, max: 120 }).map((t) => t / 10),
  { nil: null },
);

function pc(text: string): UkPostcode {
  const p = readPostcode(text);
  if (!p) throw new Error(`not a postcode: ${text}`);
  return p;
}

describe("postcodes", () => {
  it("normalises case and spacing and takes the postcode apart", () => {
    expect(readPostcode("  nn32ab ")).toEqual({
      postcode: "NN3 2AB",
      outcode: "NN3",
      district: "NN3",
      sectorDigit: 2,
    });
    expect(readPostcode("sw1a 1aa")?.district).toBe("SW1");
    expect(readPostcode("NN3")).toBeNull();
    expect(readPostcode("hello")).toBeNull();
  });

  it("reads the same postcode however it is typed", () => {
    fc.assert(
      fc.property(postcodeArb, (text) => {
        const p = readPostcode(text);
        expect(p).not.toBeNull();
        expect(readPostcode(p?.postcode ?? "")).toEqual(p);
        expect(readPostcode(text.toUpperCase().replace(/\s/g, ""))).toEqual(p);
      }),
    );
  });
});

describe("areas", () => {
  it("reads districts, sectors and sector ranges, and tidies them", () => {
    const read = readAreas(" nn1,NN2 ;nn3 1 - 4\nNN4 7");
    expect(read.ok && formatAreas(read.entries)).toBe("NN1, NN2, NN3 1-4, NN4 7");
  });

  it("names the entry it cannot read", () => {
    expect(readAreas("NN1, Northampton")).toEqual({
      ok: false,
      message: '"Northampton" is not a postcode district or sector (write NN3, NN3 2 or NN3 1-4)',
    });
    expect(readAreas("NN3 4-1").ok).toBe(false);
    expect(readAreas(" , ").ok).toBe(false);
  });

  it("tidied areas read back as the same areas", () => {
    fc.assert(
      fc.property(fc.array(entryArb, { minLength: 1, maxLength: 6 }), (entries) => {
        const read = readAreas(entries.join(","));
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const again = readAreas(formatAreas(read.entries));
        expect(again).toEqual(read);
      }),
    );
  });

  it("NN3 1-4 covers sectors 1 to 4 of NN3 and nothing else; SW1 covers SW1A", () => {
    const zone: DeliveryZoneRule = {
      id: 1,
      name: "North",
      kind: "postcodes",
      areas: "NN3 1-4, SW1",
      radiusMiles: null,
      feePence: 250,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 30,
      isActive: true,
    };
    const covers = (p: string) =>
      matchingZones([zone], { postcode: pc(p), distanceMiles: null }).length === 1;
    expect(covers("NN3 1AB")).toBe(true);
    expect(covers("NN3 4AB")).toBe(true);
    expect(covers("NN3 5AB")).toBe(false);
    expect(covers("NN1 1AB")).toBe(false);
    expect(covers("SW1A 1AA")).toBe(true);
  });
});

describe("delivery pricing", () => {
  it("the zone that applies is the cheapest for the basket among the covering zones whose minimum it reaches", () => {
    fc.assert(
      fc.property(zonesArb, postcodeArb, distanceArb, basketArb, (zones, text, distance, basket) => {
        const location = { postcode: pc(text), distanceMiles: distance };
        const matching = matchingZones(zones, location);
        const chosen = chooseZone(matching, basket);
        if (matching.length === 0) {
          expect(chosen).toBeNull();
          return;
        }
        expect(chosen).not.toBeNull();
        if (!chosen) return;
        expect(matching).toContain(chosen);
        const reached = matching.filter((z) => basket >= z.minOrderPence);
        if (reached.length > 0) {
          expect(basket).toBeGreaterThanOrEqual(chosen.minOrderPence);
          for (const z of reached)
            expect(zoneFeeFor(chosen, basket)).toBeLessThanOrEqual(zoneFeeFor(z, basket));
        } else {
          for (const z of matching) expect(chosen.minOrderPence).toBeLessThanOrEqual(z.minOrderPence);
        }
      }),
    );
  });

  it("an inactive zone, a radius zone without a distance and an uncovered postcode never match", () => {
    fc.assert(
      fc.property(zonesArb, postcodeArb, (zones, text) => {
        const location = { postcode: pc(text), distanceMiles: null };
        for (const z of matchingZones(zones, location)) {
          expect(z.isActive).toBe(true);
          expect(z.kind).toBe("postcodes");
          expect(
            z.areas
              .split(",")
              .some(
                (e) =>
                  e.trim().split(" ")[0] === location.postcode.outcode ||
                  e.trim().split(" ")[0] === location.postcode.district,
              ),
          ).toBe(true);
        }
      }),
    );
  });

  it("a radius zone covers exactly the postcodes within its miles", () => {
    fc.assert(
      fc.property(zoneArb(1), postcodeArb, fc.integer({ min: 0, max: 120 }), (zone, text, tenths) => {
        const radius = {
          ...zone,
          kind: "radius" as const,
          radiusMiles: zone.radiusMiles ?? 3,
          isActive: true,
        };
        const matches =
          matchingZones([radius], { postcode: pc(text), distanceMiles: tenths / 10 }).length === 1;
        expect(matches).toBe(tenths / 10 <= radius.radiusMiles);
      }),
    );
  });

  it("the fee is the zone's, nothing from its free-over threshold or a usable Free delivery promotion, never negative", () => {
    fc.assert(
      fc.property(
        zonesArb,
        postcodeArb,
        distanceArb,
        basketArb,
        offersArb,
        (zones, text, distance, basket, offers) => {
          const quote = quoteDelivery({
            zones,
            location: { postcode: pc(text), distanceMiles: distance },
            basketPence: basket,
            freeDeliveryOffers: offers,
          });
          if (!quote.delivers) {
            expect(matchingZones(zones, { postcode: pc(text), distanceMiles: distance })).toEqual([]);
            return;
          }
          const overThreshold = quote.zone.freeOverPence !== null && basket >= quote.zone.freeOverPence;
          const promotionUsable = offers.some((o: FreeDeliveryOffer) => basket >= o.minSpendPence);
          expect(quote.feePence).toBeGreaterThanOrEqual(0);
          expect(quote.feePence).toBe(overThreshold || promotionUsable ? 0 : quote.zone.feePence);
          if (quote.promotion) expect(basket).toBeGreaterThanOrEqual(quote.promotion.minSpendPence);
          expect(quote.shortfallPence).toBe(Math.max(0, quote.zone.minOrderPence - basket));
          expect(quote.minimumPence).toBe(quote.zone.minOrderPence);
          expect(quote.leadTimeMinutes).toBe(quote.zone.leadTimeMinutes);
        },
      ),
    );
  });

  it("a promotion never lowers a minimum: the shortfall is the same with or without offers", () => {
    fc.assert(
      fc.property(zonesArb, postcodeArb, basketArb, offersArb, (zones, text, basket, offers) => {
        const location = { postcode: pc(text), distanceMiles: null };
        const without = quoteDelivery({ zones, location, basketPence: basket });
        const withOffers = quoteDelivery({
          zones,
          location,
          basketPence: basket,
          freeDeliveryOffers: offers,
        });
        expect(withOffers.delivers).toBe(without.delivers);
        if (withOffers.delivers && without.delivers) {
          expect(withOffers.zone.id).toBe(without.zone.id);
          expect(withOffers.shortfallPence).toBe(without.shortfallPence);
          expect(withOffers.feePence).toBeLessThanOrEqual(without.feePence);
        }
      }),
    );
  });

  it("a bigger basket never pays a higher fee in the same zone set once minimums are met", () => {
    fc.assert(
      fc.property(zonesArb, postcodeArb, basketArb, basketArb, (zones, text, a, b) => {
        const location = { postcode: pc(text), distanceMiles: null };
        const [small, big] = a <= b ? [a, b] : [b, a];
        const qs = quoteDelivery({ zones, location, basketPence: small });
        const qb = quoteDelivery({ zones, location, basketPence: big });
        if (qs.delivers && qb.delivers && qs.shortfallPence === 0)
          expect(qb.feePence).toBeLessThanOrEqual(qs.feePence);
      }),
    );
  });

  it("states what the diner reads", () => {
    const zone: DeliveryZoneRule = {
      id: 1,
      name: "Town",
      kind: "postcodes",
      areas: "NN1, NN2, NN3 1-4",
      radiusMiles: null,
      feePence: 250,
      minOrderPence: 1500,
      freeOverPence: 3000,
      leadTimeMinutes: 45,
      isActive: true,
    };
    const inZone = quoteDelivery({
      zones: [zone],
      location: { postcode: pc("NN3 2AB"), distanceMiles: null },
      basketPence: null,
    });
    expect(describeQuote(inZone, "NN3")).toBe("We deliver to NN3 for £2.50, minimum £15, free over £30");
    const outside = quoteDelivery({
      zones: [zone],
      location: { postcode: pc("MK9 1AB"), distanceMiles: null },
      basketPence: null,
    });
    expect(describeQuote(outside, "MK9")).toBe("Sorry, we don't deliver to MK9 - collection is available");
  });

  it("measures miles between two places", () => {
    // Northampton to Milton Keynes' centre: about 16 miles as the crow flies.
    const miles = milesBetween(
      { latitude: 52.2405, longitude: -0.9027 },
      { latitude: 52.0406, longitude: -0.7594 },
    );
    expect(miles).toBeGreaterThan(14);
    expect(miles).toBeLessThan(16);
    fc.assert(
      fc.property(
        fc.double({ min: 49, max: 59, noNaN: true }),
        fc.double({ min: -7, max: 2, noNaN: true }),
        (lat, lon) => {
          expect(milesBetween({ latitude: lat, longitude: lon }, { latitude: lat, longitude: lon })).toBe(0);
        },
      ),
    );
  });
});
