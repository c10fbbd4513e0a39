import { defineConfig } from "vite";

/** Bundles the server (and the shared code it imports) into dist/server; packages stay external. */
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
});
