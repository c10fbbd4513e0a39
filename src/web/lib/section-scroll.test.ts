import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { getHeaderOffset } from "./section-scroll";

describe("getHeaderOffset", () => {
  it("uses 64 px under 768, 80 px under 1024, else 96 px", () => {
    expect(getHeaderOffset(767)).toBe(64);
    expect(getHeaderOffset(768)).toBe(80);
    expect(getHeaderOffset(1023)).toBe(80);
    expect(getHeaderOffset(1024)).toBe(96);
  });

  it("never shrinks as the window widens", () => {
    fc.assert(
      fc.property(fc.nat(4000), fc.nat(4000), (a, b) => {
        const [narrow, wide] = a <= b ? [a, b] : [b, a];
        return getHeaderOffset(narrow) <= getHeaderOffset(wide);
      }),
    );
  });
});
