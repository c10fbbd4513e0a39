/**
 * One app per test file, built before its tests run and closed after them:
 * `const t = setUpTestApp()` stands for the let/beforeAll/afterAll block every file used to write.
 * With `signedIn: true` the test admin (an owner) is created and signed in: `t.cookie` is the
 * session's Cookie header value and `t.signedIn(method, url, payload)` sends a request with it.
 */
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { signInTestAdmin } from "./admin-session";
import { buildTestApp, type TestApp, type TestAppOptions } from "./build-test-app";
import { injectAs } from "./inject-as";

export type FileTestApp = TestApp & {
  cookie: string;
  signedIn(method: InjectOptions["method"], url: string, payload?: unknown): Promise<LightMyRequestResponse>;
};

export function setUpTestApp(options: TestAppOptions & { signedIn?: boolean } = {}): FileTestApp {
  const { signedIn, ...appOptions } = options;
  let current: FileTestApp | null = null;
  beforeAll(async () => {
    const t = await buildTestApp(appOptions);
    const cookie = signedIn ? await signInTestAdmin(t.app, t.db) : "";
    current = {
      ...t,
      cookie,
      signedIn: (method, url, payload) => injectAs(t.app, cookie, method, url, payload),
    };
  });
  afterAll(() => current?.close());
  // The app exists only once beforeAll has run: reach it through this stand-in until then.
  return new Proxy({} as FileTestApp, {
    get(_target, property) {
      if (!current)
        throw new Error("setUpTestApp: the app is built in beforeAll; use it inside tests and hooks");
      return Reflect.get(current, property);
    },
  });
}
