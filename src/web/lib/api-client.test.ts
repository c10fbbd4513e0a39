import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn, getQueryOptions } from "./api-client";

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("turns a failed answer into '{status}: {body}' (spec section 8, Generic)", async () => {
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response('{"message":"Invalid email or password"}', { status: 401, statusText: "Unauthorized" }),
    );
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).serverMessage).toBe("Invalid email or password");
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", async () => new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/menu")).rejects.toThrow("503: Service Unavailable");
  });

  it("sends cookies and a JSON content type with a JSON body", async () => {
    const fetchSpy = vi.fn(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    await apiRequest("POST", "/api/contact", { a: 1 });
    expect(fetchSpy).toHaveBeenCalledWith("/api/contact", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("loads a query key as the path of its segments", async () => {
    const fetchSpy = vi.fn(async (_url: string) => new Response("[1]", { status: 200 }));
    vi.stubGlobal("fetch", fetchSpy);
    expect(await getQueryFn({ queryKey: ["/api/customer", "rewards"] })).toEqual([1]);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/customer/rewards");
  });
});

describe("getQueryOptions", () => {
  it("asks its url with its headers and keeps the answer under its own key", async () => {
    const fetchSpy = vi.fn(
      async (_url: string, _init: RequestInit) => new Response('{"id":7}', { status: 200 }),
    );
    vi.stubGlobal("fetch", fetchSpy);
    const client = new QueryClient();
    const options = getQueryOptions<{ id: number }>(["/api/catering/requests", 7], {
      url: "/api/catering/requests/7",
      headers: { "x-catering-token": "secret" },
      fresh: true,
    });
    expect(options.staleTime).toBe(0);
    await client.fetchQuery(options);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe("/api/catering/requests/7");
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({
      method: "GET",
      headers: { "x-catering-token": "secret" },
    });
    expect(client.getQueryData(["/api/catering/requests", 7])).toEqual({ id: 7 });
  });
});
