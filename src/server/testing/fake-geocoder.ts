/**
 * A postcodes.io-compatible geocoder on 127.0.0.1 for tests: `GET /postcodes/{postcode}` answers
 * the place it was given for that postcode (any spacing or case), 404 otherwise, as postcodes.io does.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGeocoder {
  url: string;
  /** How many lookups it answered (found or not). */
  lookups: number;
  close(): Promise<void>;
}

const squash = (postcode: string) => postcode.replace(/\s+/g, "").toUpperCase();

export async function startFakeGeocoder(
  places: Record<string, { latitude: number; longitude: number }>,
): Promise<FakeGeocoder> {
  const byPostcode = new Map(Object.entries(places).map(([p, place]) => [squash(p), place]));
  const state = { lookups: 0 };
  const server: Server = createServer((request, response) => {
    const match = /^\/postcodes\/([^/?]+)$/.exec(request.url ?? "");
    response.setHeader("content-type", "application/json");
    if (!match || request.method !== "GET") {
      response.statusCode = 404;
      response.end(JSON.stringify({ status: 404, error: "Resource not found" }));
      return;
    }
    state.lookups += 1;
    const postcode = decodeURIComponent(match[1] ?? "");
    const place = byPostcode.get(squash(postcode));
    if (!place) {
      response.statusCode = 404;
      response.end(JSON.stringify({ status: 404, error: "Postcode not found" }));
      return;
    }
    response.end(JSON.stringify({ status: 200, result: { postcode, ...place } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get lookups() {
      return state.lookups;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
