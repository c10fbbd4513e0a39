import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./testing/build-test-app";

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: false, requestTimeoutMs: 500 });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Sends the headers and part of a body, then waits; resolves with what came back and when. */
function sendHalfABody(): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = "";
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
          'Content-Length: 1000\r\n\r\n{"firstName":"Asha',
      );
    });
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
    });
    // Far beyond the configured timeout: without one, the connection would still be open here.
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error("the half-sent request was still open after 10 s"));
    }, 10_000);
    socket.on("close", () => {
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
    socket.on("error", reject);
  });
}

it("cuts off a request whose body never finishes arriving", async () => {
  const { answer } = await sendHalfABody();
  // The 408 is the request timeout's own answer: the server, not the client, ended the wait.
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
});
