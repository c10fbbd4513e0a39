import { describe, expect, it, vi } from "vitest";
import { lazily } from "./lazily";

describe("lazily", () => {
  it("makes the value on first use only, and keeps it (undefined included)", () => {
    const make = vi.fn(() => ({ n: 1 }));
    const get = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
    const none = vi.fn(() => undefined);
    const getNone = lazily(none);
    getNone();
    getNone();
    expect(none).toHaveBeenCalledTimes(1);
  });
});
