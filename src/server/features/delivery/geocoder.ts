/**
 * Where a postcode is, from a postcodes.io-compatible service at GEOCODER_URL
 * (`GET {url}/postcodes/{postcode}` answers `{ status: 200, result: { latitude, longitude } }`, 404
 * for an unknown postcode). Only radius zones need it; postcode zones work without it. A service
 * that does not answer in time is treated as not knowing, so radius zones do not match and the
 * postcode zones still do.
 */
interface Place {
  latitude: number;
  longitude: number;
}

export interface Geocoder {
  /** The postcode's place; null when the service does not know it or cannot be reached. */
  locate(postcode: string): Promise<Place | null>;
}

const TIMEOUT_MS = 4_000;

export function createGeocoder(baseUrl: string, log: { warn: (obj: object, msg: string) => void }): Geocoder {
  const base = baseUrl.replace(/\/+$/, "");
  const known = new Map<string, Place | null>();
  return {
    async locate(postcode) {
      if (known.has(postcode)) return known.get(postcode) ?? null;
      try {
        const response = await fetch(`${base}/postcodes/${encodeURIComponent(postcode)}`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
          headers: { accept: "application/json" },
        });
        if (response.status === 404) {
          known.set(postcode, null);
          return null;
        }
        if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
        const body = (await response.json()) as { result?: { latitude?: unknown; longitude?: unknown } };
        const { latitude, longitude } = body.result ?? {};
        if (typeof latitude !== "number" || typeof longitude !== "number") {
          known.set(postcode, null);
          return null;
        }
        const place = { latitude, longitude };
        // Postcodes do not move: one lookup each for the life of the process (bounded).
        if (known.size > 10_000) known.clear();
        known.set(postcode, place);
        return place;
      } catch (error) {
        log.warn({ err: error, postcode }, "geocoder: no answer, radius zones left out");
        return null;
      }
    },
  };
}
