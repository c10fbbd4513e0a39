import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  resolve: {
    // The path aliases (@shared, @web, @server) come from tsconfig.json, for the browser's build,
    // the server's renderer and the development server alike.
    tsconfigPaths: true,
    // The browser's build and (vite build --ssr) the server's renderer of the same pages. Only the
    // browser's needs these two replacements; Node runs the packages as published.
    alias: isSsrBuild
      ? []
      : [
          // React Router 7's package exports name only its development build
          // (remix-run/react-router#14753, #12532): the browser gets the production one.
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url),
            ),
          },
          // zod without its eval probe, which our CSP (no 'unsafe-eval') reports as a violation.
          {
            find: /^zod$/,
            replacement: fileURLToPath(new URL("src/web/lib/zod-without-eval.ts", import.meta.url)),
          },
        ],
  },
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, sourcemap: true, target: "node20", copyPublicDir: false }
    : { outDir: "../../dist/web", emptyOutDir: true, sourcemap: true },
}));
