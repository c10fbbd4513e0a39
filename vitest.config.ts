import { defineConfig } from "vitest/config";

const serverTests = ["src/server/**/*.test.ts"];
const apiProject = (name: string, engine: "pglite" | "postgres") => ({
  extends: true as const,
  test: {
    name,
    include: serverTests,
    env: { TEST_ENGINE: engine },
    // The server as npm start runs it (package.json): a 2 MB young generation. With V8's default
    // the young generation alone grew the test process by about 40 MB under the menu-PDF
    // downloads (Node 24), which the memory test counts against the server.
    execArgv: ["--max-semi-space-size=2"],
    // One migrated embedded database, copied for each test app (PostgreSQL migrates its own).
    globalSetup: engine === "pglite" ? ["src/server/testing/pglite-image.global-setup.ts"] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  // The path aliases (@shared, @web, @server) come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  test: {
    // One test file per core. Vitest's default (cores - 1) runs one at a time on a 2-core machine
    // like CI's: the Node 20 pass took 23 minutes on one, 8 on two with the database image.
    maxWorkers: "100%",
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["src/shared/**/*.test.ts", "src/web/**/*.test.ts"] },
      },
      // Component tests (Testing Library) need a DOM; only they pay for one, the .test.ts files stay on node.
      {
        extends: true,
        test: {
          name: "unit-dom",
          include: ["src/web/**/*.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["src/web/testing/setup-dom.ts"],
        },
      },
      apiProject("api", "pglite"),
      // The same API tests again on a real PostgreSQL server when one is given (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject("api-postgres", "postgres")] : []),
    ],
  },
});
