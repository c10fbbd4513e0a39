import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { restaurantStatusQueryOptions } from "./get-restaurant-status";

afterEach(() => vi.unstubAllGlobals());

describe("restaurant status query", () => {
  it("keeps one shape under its key, whichever screen's poll rate loaded it", async () => {
    const status = { isOpen: true, message: "Open until 22:00", nextOpenTime: null, nextCloseTime: "22:00" };
    vi.stubGlobal("fetch", async () => Response.json({ data: status }));
    const client = new QueryClient();
    // The admin (30 s) loads it, then the order page (60 s) reads the same cache entry.
    await client.fetchQuery(restaurantStatusQueryOptions(30_000));
    const cached = client.getQueryData(restaurantStatusQueryOptions(60_000).queryKey);
    expect(cached).toEqual(status);
  });
});
