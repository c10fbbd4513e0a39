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

export type FileTestAppOptions = TestAppOptions & { signedIn?: boolean };

export function setUpTestApp(options: FileTestAppOptions = {}): FileTestApp {
  return builtForTestFile("setUpTestApp", () => buildFileTestApp(options));
}

/** The app setUpTestApp builds, for set-ups that start something else around it. */
export async function buildFileTestApp(options: FileTestAppOptions = {}): Promise<FileTestApp> {
  const { signedIn, ...appOptions } = options;
  const t = await buildTestApp(appOptions);
  const cookie = signedIn ? await signInTestAdmin(t.app, t.db) : "";
  return {
    ...t,
    cookie,
    signedIn: (method, url, payload) => injectAs(t.app, cookie, method, url, payload),
  };
}

/**
 * Builds what `build` makes in beforeAll and closes it in afterAll. It exists only once beforeAll
 * has run: the answer is a stand-in that reaches it then (`name` says who to blame before that).
 */
export function builtForTestFile<T extends { close(): Promise<void> }>(
  name: string,
  build: () => Promise<T>,
): T {
  let current: T | null = null;
  beforeAll(async () => {
    current = await build();
  });
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get(_target, property) {
      if (!current) throw new Error(`${name}: the app is built in beforeAll; use it inside tests and hooks`);
      return Reflect.get(current, property);
    },
  });
}
