import { desc, eq } from "drizzle-orm";
import {
  GOOGLE_BUSINESS_REFRESH_MS,
  type GoogleBusinessData,
  googleMapsPlaceUrl,
} from "@shared/reviews/google-business.schema";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/client";
import { googleBusinessData } from "../../db/schema";

const GOOGLE_PLACES_BASE_URL = "https://maps.googleapis.com";
const GOOGLE_RETRY_AFTER_FAILURE_MS = 60_000;

interface PlaceDetailsResponse {
  status?: string;
  result?: { rating?: number; user_ratings_total?: number; url?: string };
}

/** Reads rating, review count and profile link from the Places API (Place Details). */
async function fetchPlaceDetails(options: {
  baseUrl: string;
  apiKey: string;
  placeId: string;
}): Promise<GoogleBusinessData> {
  const url = new URL("/maps/api/place/details/json", options.baseUrl);
  url.searchParams.set("place_id", options.placeId);
  url.searchParams.set("fields", "rating,user_ratings_total,url");
  url.searchParams.set("key", options.apiKey);
  const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`Places API answered ${response.status}`);
  const body = (await response.json()) as PlaceDetailsResponse;
  const result = body.result;
  if (
    body.status !== "OK" ||
    typeof result?.rating !== "number" ||
    typeof result.user_ratings_total !== "number"
  ) {
    throw new Error(`Places API status ${body.status ?? "unknown"}`);
  }
  return {
    rating: Math.round(result.rating * 10) / 10,
    reviewCount: result.user_ratings_total,
    googleBusinessUrl: result.url ?? googleMapsPlaceUrl(options.placeId),
  };
}

function toData(row: typeof googleBusinessData.$inferSelect): GoogleBusinessData {
  return {
    rating: Number(row.rating),
    reviewCount: row.reviewCount,
    googleBusinessUrl: row.googleBusinessUrl,
  };
}

/**
 * The business profile's figures: from the stored copy while it is under an hour old, otherwise
 * fetched again from Google when a key and place id are configured. Without them nothing (null);
 * when Google fails, the last stored copy (however old) or else nothing: never made-up figures
 * (decision 0030). `freshUntil` says when
 * asking again may give another answer (null: never, without a key); `stored` that new figures
 * were written (the home page's JSON-LD shows them too).
 */
/** The last copy of the business profile's figures fetched from Google, however old; none before the first. */
export async function readStoredGoogleBusinessData(db: Db) {
  const [row] = await db
    .select()
    .from(googleBusinessData)
    .where(eq(googleBusinessData.isActive, true))
    .orderBy(desc(googleBusinessData.lastFetched))
    .limit(1);
  return row;
}

export async function getGoogleBusinessData(
  deps: AppDeps,
  placesBaseUrl: string = GOOGLE_PLACES_BASE_URL,
): Promise<{ data: GoogleBusinessData | null; freshUntil: Date | null; stored?: true }> {
  const apiKey = deps.env.GOOGLE_PLACES_API_KEY;
  const placeId = deps.env.GOOGLE_PLACE_ID;
  if (!apiKey || !placeId) return { data: null, freshUntil: null };

  const cached = await readStoredGoogleBusinessData(deps.db);
  const now = deps.now();
  if (cached && now.getTime() - cached.lastFetched.getTime() < GOOGLE_BUSINESS_REFRESH_MS) {
    return {
      data: toData(cached),
      freshUntil: new Date(cached.lastFetched.getTime() + GOOGLE_BUSINESS_REFRESH_MS),
    };
  }

  let fresh: GoogleBusinessData;
  try {
    fresh = await fetchPlaceDetails({ baseUrl: placesBaseUrl, apiKey, placeId });
  } catch {
    // Google is asked again after a short pause rather than on every request.
    const freshUntil = new Date(now.getTime() + GOOGLE_RETRY_AFTER_FAILURE_MS);
    return { data: cached ? toData(cached) : null, freshUntil };
  }
  const values = {
    rating: fresh.rating.toFixed(1),
    reviewCount: fresh.reviewCount,
    googleBusinessUrl: fresh.googleBusinessUrl,
    lastFetched: now,
    isActive: true,
  };
  if (cached) {
    await deps.db.update(googleBusinessData).set(values).where(eq(googleBusinessData.id, cached.id));
  } else {
    await deps.db.insert(googleBusinessData).values(values);
  }
  return { data: fresh, freshUntil: new Date(now.getTime() + GOOGLE_BUSINESS_REFRESH_MS), stored: true };
}
