import { MutationObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "./query-client";

describe("query client", () => {
  it("never replays a failed write", async () => {
    const client = createQueryClient();
    let calls = 0;
    const observer = new MutationObserver(client, {
      mutationFn: async () => {
        calls += 1;
        throw new Error("500: Internal Server Error");
      },
    });
    await expect(observer.mutate()).rejects.toThrow("500");
    expect(calls).toBe(1);
  });

  it("retries a failed read once (spec section 9)", async () => {
    const client = createQueryClient();
    let calls = 0;
    const read = client.fetchQuery({
      queryKey: ["/api/flaky"],
      queryFn: async () => {
        calls += 1;
        throw new Error("503: Service Unavailable");
      },
      retryDelay: 0,
    });
    await expect(read).rejects.toThrow("503");
    expect(calls).toBe(2);
  });
});
