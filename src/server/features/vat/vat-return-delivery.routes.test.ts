/**
 * The VAT return where delivery meets the books (issue 35 meets issue 40): a zero-rated cold order
 * delivered for a standard-rated fee, the fee refunded alone. The refund gives back the fee's VAT
 * on the fee's rate, not a share spread over the food's zero rate.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { injectForOrder } from "@server/testing/inject-as";
import { menuItemVatRates } from "../../db/schema";
import { placeDeliveryOrder, setUpDelivery } from "../../testing/delivery-orders";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Tuesday 24 November 2026, noon; the quarter ending November (stagger 3).
const t = setUpTestApp({ signedIn: true, now: "2026-11-24T12:00:00Z", env: { DEMO_MODE: "true" } });

interface ReturnRow {
  kind: string;
  reference: string;
  grossPence: number;
  vatPence: number;
  description: string;
}

describe("a delivery fee refunded alone", () => {
  it("takes back the fee's VAT at the fee's rate, and nothing of the zero-rated food", async () => {
    const reg = await t.signedIn("PUT", "/api/admin/vat/registration", {
      registered: true,
      vatNumber: "GB123456789",
      stagger: 3,
      basis: "accrual",
      deliveryFeeRateBasisPoints: 2000,
    });
    expect(reg.statusCode, reg.body).toBe(200);
    const dishId = await setUpDelivery(t.db, { dishPricePence: 500 });
    await t.db
      .insert(menuItemVatRates)
      .values({ menuItemId: dishId, rateBasisPoints: 0 })
      .onConflictDoUpdate({ target: menuItemVatRates.menuItemId, set: { rateBasisPoints: 0 } });
    const order = await placeDeliveryOrder(t, { dishId, date: "2026-11-24", time: "13:00", quantity: 4 });
    expect(order.totalPence).toBe(2000 + 250);
    const paid = await injectForOrder(t.app, order, "POST", `/api/payments/test/${order.id}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);

    const refund = await t.signedIn("POST", `/api/admin/orders/${order.id}/refund`, {
      amountPence: 250,
      deliveryFeePence: 250,
      reason: "Arrived late",
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const vat = await t.signedIn("GET", "/api/admin/vat/return?quarter=2026-11");
    expect(vat.statusCode, vat.body).toBe(200);
    const rows = (vat.json().rows as ReturnRow[]).filter((r) => r.reference === order.orderNumber);
    // The sale: £20 of food at 0%, the £2.50 fee at 20% (42p VAT).
    expect(
      rows
        .filter((r) => r.kind === "sale")
        .map((r) => [r.description.replace(/^.* at /, ""), r.grossPence, r.vatPence]),
    ).toEqual(
      expect.arrayContaining([
        ["0%", 2000, 0],
        ["20%", 250, 42],
      ]),
    );
    // The refund: all of it at 20%, the fee's own 42p.
    expect(
      rows
        .filter((r) => r.kind === "refund")
        .map((r) => [r.description.replace(/^.* at /, ""), r.grossPence, r.vatPence]),
    ).toEqual([["20%", -250, -42]]);
    await t.db.delete(menuItemVatRates).where(eq(menuItemVatRates.menuItemId, dishId));
  });
});
