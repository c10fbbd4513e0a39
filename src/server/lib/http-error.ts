/** An error with the status and message the client should see (docs/architecture.md rule 8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: {
      /** A stable name a client can act on (e.g. SESSION_EXPIRED), sent beside the message. */
      code?: string;
      /** Sent as Retry-After; the message says the same number. */
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(message);
  }
}
