/** For rate-limit tests: one request sent again and again from one address, in order. */
import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";

/** Sends `allowed` + 1 identical requests: the first `allowed` are answered `status`, the next 429. */
export async function expectRateLimitedAfter(
  app: FastifyInstance,
  request: InjectOptions,
  allowed: number,
  status: number,
): Promise<void> {
  const statuses: number[] = [];
  for (let i = 0; i <= allowed; i++) statuses.push((await app.inject(request)).statusCode);
  expect(statuses).toEqual([...Array<number>(allowed).fill(status), 429]);
}
