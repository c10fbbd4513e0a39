/**
 * A second app with the rate limits on, for the tests that check a limit: a file's own app has
 * them off, so its other tests never meet one. Each such test wrote the same build, try and
 * finally-close around its requests; here the app is closed even when an assertion fails.
 */
import { buildTestApp, type TestApp, type TestAppOptions } from "./build-test-app";

export async function withRateLimitedApp<T>(
  options: Omit<TestAppOptions, "rateLimits">,
  use: (limited: TestApp) => Promise<T>,
): Promise<T> {
  const limited = await buildTestApp({ ...options, rateLimits: true });
  try {
    return await use(limited);
  } finally {
    await limited.close();
  }
}
