import { dehydrate, hydrate } from "@tanstack/react-query";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageDataScript, receivedAt, serializePageData } from "./page-data";
import { createQueryClient } from "./query-client";

const queries = (text: string) => ({
  queries: { mutations: [], queries: [{ queryKey: ["/api/menu"], queryHash: "x", state: { data: text } }] },
});

describe("the page's data script", () => {
  it("cannot be closed or commented out by text staff typed (a dish called </script>)", () => {
    const hostile = "</script><script>alert(1)</script><!-- \u2028 -->";
    const script = pageDataScript(queries(hostile) as never);
    const body = script.slice(script.indexOf(">") + 1, script.lastIndexOf("</script>"));
    expect(body).not.toMatch(/[<>]/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(body).queries.queries[0].state.data).toBe(hostile);
  });

  it("gives back exactly the data it was given, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const serialized = serializePageData(queries(text) as never);
        expect(serialized).not.toMatch(/[<>\u2028\u2029]/);
        expect(JSON.parse(serialized)).toEqual(queries(text));
      }),
    );
  });
});

describe("the page's data in the browser", () => {
  afterEach(() => vi.useRealTimers());

  it("is fresh when the page arrives, however long ago the server drew it", () => {
    vi.useFakeTimers({ now: new Date("2026-11-27T18:00:00Z") });
    const server = createQueryClient();
    server.setQueryData(["/api/menu"], { dishes: [] });
    const page = JSON.parse(serializePageData({ queries: dehydrate(server) }));

    // The public cache served the page twenty minutes after drawing it (four times the staleTime).
    vi.setSystemTime(new Date("2026-11-27T18:20:00Z"));
    const drawnAsIs = createQueryClient();
    hydrate(drawnAsIs, page.queries);
    const staleTime = drawnAsIs.getDefaultOptions().queries?.staleTime as number;
    expect(
      drawnAsIs
        .getQueryCache()
        .find({ queryKey: ["/api/menu"] })
        ?.isStaleByTime(staleTime),
    ).toBe(true);

    const browser = createQueryClient();
    hydrate(browser, receivedAt(page, Date.now()));
    const menu = browser.getQueryCache().find({ queryKey: ["/api/menu"] });
    expect(menu?.state.data).toEqual({ dishes: [] });
    expect(menu?.isStaleByTime(staleTime)).toBe(false);
  });
});
