import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
  // React Router 7's package exports name only its development build (remix-run/react-router#14753,
  // #12532): its warnings and checks would ship to every phone. The browser gets the production one.
  resolve: isSsrBuild
    ? {}
    : {
        alias: [
          {
            find: /^react-router$/,
            replacement: fileURLToPath(
              new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url),
            ),
          },
        ],
      },
  // The browser's build, and (vite build --ssr) the server's renderer of the same pages.
  build: isSsrBuild
    ? { outDir: "../../dist/ssr", emptyOutDir: true, sourcemap: true, target: "node20", copyPublicDir: false }
    : { outDir: "../../dist/web", emptyOutDir: true, sourcemap: true },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
      "/paypal": `http://127.0.0.1:${apiPort}`,
    },
  },
}));
