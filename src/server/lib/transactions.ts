import { isTransactionConflictError } from "./database-errors";
import { HttpError } from "./http-error";

/**
 * Runs `work` (a whole transaction) and, when PostgreSQL aborted it as a deadlock victim or for a
 * serialization failure, runs it once more: the other transaction has usually finished by then. A
 * second conflict is answered 409 with `conflictMessage` rather than a 500.
 */
export async function retryOnConflict<T>(conflictMessage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isTransactionConflictError(error)) throw error;
  }
  try {
    return await work();
  } catch (error) {
    if (isTransactionConflictError(error)) throw new HttpError(409, conflictMessage);
    throw error;
  }
}
