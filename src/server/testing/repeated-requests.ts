/** For rate-limit tests: requests sent one after another from one address, in order. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

/**
 * Sends `allowed` + 1 requests, the i-th made by `send(i)` (for limits whose requests each need
 * their own session or body): the first `allowed` are answered `status`, the next 429, which is
 * returned for a test to look into.
 */
export async function expectLimitedAfter(
  send: (i: number) => Promise<LightMyRequestResponse>,
  allowed: number,
  status: number,
): Promise<LightMyRequestResponse> {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i <= allowed; i++) answers.push(await send(i));
  expect(answers.map((answer) => answer.statusCode)).toEqual([...Array<number>(allowed).fill(status), 429]);
  return answers[allowed] as LightMyRequestResponse;
}

/** Sends `allowed` + 1 identical requests: the first `allowed` are answered `status`, the next 429. */
export async function expectRateLimitedAfter(
  app: FastifyInstance,
  request: InjectOptions,
  allowed: number,
  status: number,
): Promise<LightMyRequestResponse> {
  return expectLimitedAfter(() => app.inject(request), allowed, status);
}
