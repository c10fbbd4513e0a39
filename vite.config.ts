import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
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
