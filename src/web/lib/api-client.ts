import { queryOptions } from "@tanstack/react-query";

/**
 * The one way the web app talks to the server. All calls send cookies; a JSON body carries a JSON
 * content type. A non-2xx answer becomes an ApiError whose message is, as spec section 8 says,
 * "{status}: {body text}" (or the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    statusText: string,
    /** The server's Retry-After in seconds (a 429 or 503), when it sent one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${status}: ${bodyText || statusText}`);
  }

  /** The server's stable `code` (e.g. SESSION_EXPIRED), when it sent one. */
  get code(): string | null {
    return this.bodyString("code");
  }

  /** The server's own `{ message }`, when it sent one. */
  get serverMessage(): string | null {
    return this.bodyString("message");
  }

  /** A text field of the JSON body; null when the body is not JSON (a proxy's error page) or lacks it. */
  private bodyString(field: "code" | "message"): string | null {
    try {
      const value = (JSON.parse(this.bodyText) as Record<string, unknown>)[field];
      return typeof value === "string" ? value : null;
    } catch {
      return null;
    }
  }
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: body !== undefined && !isForm ? { "Content-Type": "application/json", ...headers } : headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get("retry-after") ?? Number.NaN);
    throw new ApiError(
      response.status,
      await response.text(),
      response.statusText,
      Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : null,
    );
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The default query loader: GET the key's segments joined by slashes (spec section 7). */
export function getQueryFn({ queryKey }: { queryKey: readonly unknown[] }): Promise<unknown> {
  return apiRequest("GET", queryKey.join("/"));
}

/** The server's own message when it sent one, else the error's text. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A GET whose query key is its URL, as the spec's default loader reads keys. `fresh` screens
 * (staff lists, who is signed in) refetch on every visit instead of trusting a 5-minute-old copy.
 */
export function getQueryOptions<T>(queryKey: readonly [string], { fresh = false } = {}) {
  return queryOptions({
    queryKey,
    queryFn: () => apiRequest<T>("GET", queryKey[0]),
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/**
 * One day's data, `path?date=…`, keyed [path, date] so that invalidating [path] refreshes every day.
 * Always asked afresh: bookings change as others book. No date, no request.
 */
export function getForDateQueryOptions<T>(path: string, date: string) {
  return queryOptions({
    queryKey: [path, date],
    queryFn: () => apiRequest<T>("GET", `${path}?date=${encodeURIComponent(date)}`),
    enabled: date !== "",
    staleTime: 0,
  });
}
