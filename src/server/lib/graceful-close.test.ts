import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { describe, expect, it, vi } from "vitest";
import { closeGracefully } from "./graceful-close";

/** A GET on a keep-alive socket; resolves with the status once the whole answer has arrived. */
function get(port: number, path: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("closing on a signal", () => {
  it("lets a request in flight finish, then closes its keep-alive socket instead of waiting 72 s", async () => {
    // The socket handling is Node's and Fastify's, the same for every route: a bare app shows it.
    const app = Fastify();
    let answering: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answering = resolve;
    });
    app.get("/slow-for-test", async () => {
      answering();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    try {
      const answer = get(port, "/slow-for-test", agent);
      await answered; // the request is now being answered
      // The drain limit's cut is what closes every socket at once: it must not be what ended this.
      const cut = vi.spyOn(app.server, "closeAllConnections");
      await closeGracefully(app, 20_000); // plain app.close() waits here for the keep-alive timeout
      expect(await answer).toBe(200);
      // Drained, then closed as the socket went idle: not the keep-alive timeout, not the drain limit.
      expect(cut).not.toHaveBeenCalled();
    } finally {
      agent.destroy();
    }
  }, 30_000);
});
