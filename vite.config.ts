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
    // React Router 7's package exports name only its development build (remix-run/react-router
    // #14753, #12532): the browser's build and the server's renderer both get the production one.
    // zod without its eval probe, which our CSP (no 'unsafe-eval') reports as a violation, is for
    // the browser only.
    alias: [
      {
        find: /^react-router$/,
        replacement: fileURLToPath(
          new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url),
        ),
      },
      ...(isSsrBuild
        ? []
        : [
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL("src/web/lib/zod-without-eval.ts", import.meta.url)),
            },
          ]),
    ],
  },
  // The server's renderer is a production artifact like the browser's build: React (and every
  // package the pages use) bundled in its production build, whatever NODE_ENV the server runs
  // with. Left external, Node picked React's development build under NODE_ENV=development (the
  // default, and the benchmarks' demo mode), which rendered a page several times slower.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, sourcemap: true, target: "node20", copyPublicDir: false }
    : { outDir: "../../dist/web", emptyOutDir: true, sourcemap: true },
}));
