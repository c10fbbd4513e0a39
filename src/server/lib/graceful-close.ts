import type { FastifyInstance } from "fastify";

/** How long requests already running may take to finish once a shutdown starts. */
const SHUTDOWN_DRAIN_MS = 10_000;
const IDLE_SWEEP_MS = 200;

/**
 * Closes the app as a signal asks: in-flight requests finish, then the process can exit promptly.
 *
 * `app.close()` alone is not enough. Node's `server.close()` closes the keep-alive sockets that are
 * idle at that moment, but a socket still busy with a request then (a browser tab loading the page
 * as the deploy starts) goes idle afterwards and stays open until `keepAliveTimeout` (72 s in
 * Fastify), and the close waits for it. So sockets are closed as they go idle, and whatever is
 * still open after `drainMs` is cut.
 */
export async function closeGracefully(app: FastifyInstance, drainMs = SHUTDOWN_DRAIN_MS): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
