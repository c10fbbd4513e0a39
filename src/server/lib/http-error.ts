/** An error with the status and message the client should see (ARCHITECTURE.md rule 8). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}
