import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      // zod without its eval probe, which our CSP (no 'unsafe-eval') reports as a violation.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("src/web/lib/zod-without-eval.ts", import.meta.url)),
      },
    ],
  },
  build: { outDir: "../../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/paypal": `http://127.0.0.1:${apiPort}`,
    },
  },
});
