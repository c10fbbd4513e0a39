import { describe, expect, it } from "vitest";
import { config } from "zod/v4/core";
import { z } from "./zod-without-eval";

describe("the browser's zod", () => {
  it("is zod, set to parse without compiling (so it never tries eval, which our CSP refuses)", () => {
    expect(config().jitless).toBe(true);
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: "Haleem" })).toEqual({ name: "Haleem" });
    expect(schema.safeParse({ name: "" }).success).toBe(false);
  });
});
