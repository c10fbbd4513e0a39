import { describe, expect, it } from "vitest";
import { PreOrderChangeRequestSchema } from "./pre-order-change.schema";

const messages = (body: unknown) =>
  PreOrderChangeRequestSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];

describe("a diner's change of day and time", () => {
  it("takes a real day and an HH:MM time", () => {
    expect(messages({ collectionDate: "2026-12-05", collectionTime: "19:30" })).toEqual([]);
  });

  it("refuses what is not one, naming the field", () => {
    expect(messages({ collectionDate: "2026-02-30", collectionTime: "19:30" })).toEqual([
      "Collection Date: please choose a day",
    ]);
    expect(messages({ collectionDate: "2026-12-05", collectionTime: "" })).toEqual([
      "Collection Time: please choose a time",
    ]);
    expect(messages({})).toHaveLength(2);
  });
});
