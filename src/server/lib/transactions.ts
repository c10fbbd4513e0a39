import { isTransactionConflictError, isUniqueViolation } from "./database-errors";
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

/**
 * Runs `work` (a whole transaction) where a unique index decides between concurrent requests: the
 * one that loses, or a duplicate, is answered 409 with `duplicateMessage` rather than a 500.
 */
export async function refuseDuplicate<T>(duplicateMessage: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, duplicateMessage);
    throw error;
  }
}
