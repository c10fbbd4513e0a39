import { describe, expect, it } from "vitest";
import { setUpTestApp } from "@server/testing/set-up-test-app";
import { type OrderEvent, publishOrderEvent, subscribeToOrderEvents } from "./order-events";

const t = setUpTestApp({ seed: false });

describe("order events", () => {
  it("delivers a published event to a subscriber through the database", async () => {
    const received: OrderEvent[] = [];
    const unsubscribe = await subscribeToOrderEvents(t.database, (e) => received.push(e));
    await publishOrderEvent(t.database, { type: "order.created", orderId: 7, orderNumber: "HH-0007" });
    await expect
      .poll(() => received)
      .toEqual([{ type: "order.created", orderId: 7, orderNumber: "HH-0007" }]);
    await unsubscribe();
  });
});
