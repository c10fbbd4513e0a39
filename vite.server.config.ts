import { cpSync } from "node:fs";
import { defineConfig } from "vite";

/**
 * Bundles the server (and the shared code it imports) into dist/server; packages stay external.
 * The SQL migrations are copied beside the bundle (dist/server/migrations), where the built server
 * looks for them (src/server/lib/app-root.ts): a deployment needs dist/ and node_modules, not src/.
 */
export default defineConfig({
  root: ".",
  publicDir: false,
  // The path aliases (@shared, @server) come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "src/server/server.ts",
    outDir: "dist/server",
    emptyOutDir: true,
    sourcemap: true,
    target: "node20",
  },
  plugins: [
    {
      name: "copy-migrations",
      apply: "build",
      writeBundle() {
        cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
      },
    },
  ],
});
