import {
  type DefaultError,
  type QueryKey,
  type QueryKeyWithDataTag,
  queryOptions,
  type UnusedSkipTokenOptions,
  type UseQueryOptions,
} from "@tanstack/react-query";

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

/** What a GET's query may say besides its key: TanStack's own options, typed by the answer `T`. */
type GetQuerySettings<T, TKey extends QueryKey> = Pick<
  UseQueryOptions<T, DefaultError, T, TKey>,
  "enabled" | "staleTime" | "refetchInterval" | "retry"
> & {
  /** Staff lists, who is signed in: refetched on every visit instead of trusting a 5-minute-old copy. */
  fresh?: boolean;
  /** The address, when the key is not the URL itself (a cache key with an id or a filter in it). */
  url?: string;
  /** Sent with the request: the secret a guest's read carries (X-Order-Token, X-Catering-Token). */
  headers?: Record<string, string>;
};

type GetQueryOptions<T, TKey extends QueryKey> = UnusedSkipTokenOptions<T, DefaultError, T, TKey> &
  QueryKeyWithDataTag<TKey, T, DefaultError>;

/**
 * The options of every GET query: the key is its URL, as the spec's default loader reads keys, or
 * `url` says where to ask. Each query's key stays its own, since other code invalidates by key.
 */
export function getQueryOptions<T>(
  queryKey: readonly [string],
  settings?: GetQuerySettings<T, readonly [string]>,
): GetQueryOptions<T, readonly [string]>;
export function getQueryOptions<T>(
  queryKey: QueryKey,
  settings: GetQuerySettings<T, QueryKey> & { url: string },
): GetQueryOptions<T, QueryKey>;
export function getQueryOptions<T, TKey extends QueryKey>(
  queryKey: TKey,
  { fresh = false, url, headers, ...settings }: GetQuerySettings<T, TKey> = {},
): GetQueryOptions<T, TKey> {
  return queryOptions({
    ...(fresh ? { staleTime: 0 } : {}),
    ...settings,
    queryKey,
    queryFn: () => apiRequest<T>("GET", url ?? String(queryKey[0]), undefined, headers),
  });
}

/**
 * One day's data, `path?date=…`, keyed [path, date] so that invalidating [path] refreshes every day.
 * Always asked afresh: bookings change as others book. No date, no request.
 */
export function getForDateQueryOptions<T>(path: string, date: string) {
  return getQueryOptions<T>([path, date], {
    url: `${path}?date=${encodeURIComponent(date)}`,
    enabled: date !== "",
    fresh: true,
  });
}
