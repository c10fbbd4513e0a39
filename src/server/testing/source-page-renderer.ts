import path from "node:path";
import { pathToFileURL } from "node:url";
import { APP_ROOT } from "../lib/app-root";
import type { PageRenderer } from "../plugins/web-app";

/**
 * The web app's page renderer from source, for API tests: what `npm run build` bundles into
 * dist/ssr. Loaded by path, as the server loads the build, since server code does not import web
 * code (the renderer is the web app's, reached only through the PageRenderer interface).
 */
export async function loadSourcePageRenderer(): Promise<PageRenderer> {
  return (await import(pathToFileURL(path.join(APP_ROOT, "src/web/entry-server.tsx")).href)) as PageRenderer;
}
