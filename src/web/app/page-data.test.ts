import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { pageDataScript, serializePageData } from "./page-data";

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
