import { vi } from "vitest";
import type { Database } from "../db/client";

/** Counts every statement the app sends to the database, whichever engine runs it. */
export function countQueries(database: Database): { count: () => number; restore: () => void } {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ["query", "exec", "transaction", "connect"].filter((m) => typeof client[m] === "function");
  // biome-ignore lint/suspicious/noExplicitAny: spying on whichever of these the engine's client has.
  const spies = methods.map((m) => vi.spyOn(client as any, m));
  return {
    count: () => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

/** How many statements `read` sends to the database. */
export async function queriesDuring(database: Database, read: () => Promise<unknown>): Promise<number> {
  const counter = countQueries(database);
  try {
    await read();
    return counter.count();
  } finally {
    counter.restore();
  }
}

/** What `read` answers, and how many statements it sent to the database on the way. */
export async function withQueryCount<T>(
  database: Database,
  read: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const counter = countQueries(database);
  try {
    const result = await read();
    return { result, queries: counter.count() };
  } finally {
    counter.restore();
  }
}
