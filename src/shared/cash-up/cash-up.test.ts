import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CashUpAmounts, isFutureDate, summariseCashUp } from "./cash-up";
import { CASH_OUT_DETAILS_MESSAGE, CashUpInputSchema, NEGATIVE_AMOUNT_MESSAGE } from "./cash-up.schema";

const day: CashUpAmounts = {
  openingBalancePence: 15000,
  closingBalancePence: 30550,
  counterSalesCardPence: 82000,
  counterSalesCashPence: 19050,
  uberEatsSalesPence: 12000,
  justEatSalesPence: 8000,
  deliverooSalesPence: 5000,
  cateringSalesPence: 20000,
  onlineSalesPence: 7550,
  onlineRefundsPence: 0,
  phoneCardSalesPence: 0,
  phoneCashSalesPence: 0,
  onlineCounterCardSalesPence: 0,
  onlineCounterCashSalesPence: 0,
  giftVoucherSalesPence: 0,
  cashOutAmountPence: 2500,
  refundsPence: 1000,
};

describe("summariseCashUp", () => {
  it("expects opening plus cash sales less cash out and refunds, and compares the count", () => {
    const s = summariseCashUp(day);
    expect(s.expectedCashPence).toBe(15000 + 19050 - 2500 - 1000);
    expect(s.differencePence).toBe(30550 - 30550);
    expect(s.outcome).toBe("balanced");
    expect(s.totalTakingsPence).toBe(82000 + 19050 + 12000 + 8000 + 5000 + 20000 + 7550);
    expect(summariseCashUp({ ...day, closingBalancePence: 30000 })).toMatchObject({
      differencePence: -550,
      outcome: "short",
    });
    expect(summariseCashUp({ ...day, closingBalancePence: 31000 })).toMatchObject({
      differencePence: 450,
      outcome: "over",
    });
  });

  it("counts online sales net of the day's online refunds, which never move the drawer", () => {
    const refunded = summariseCashUp({ ...day, onlineRefundsPence: 395 });
    expect(refunded.totalTakingsPence).toBe(summariseCashUp(day).totalTakingsPence - 395);
    expect(refunded.expectedCashPence).toBe(summariseCashUp(day).expectedCashPence);
  });

  it("adds the site's phone orders to the takings, and only those paid in cash to the drawer", () => {
    const phone = summariseCashUp({ ...day, phoneCardSalesPence: 2450, phoneCashSalesPence: 1239 });
    expect(phone.totalTakingsPence).toBe(summariseCashUp(day).totalTakingsPence + 2450 + 1239);
    expect(phone.expectedCashPence).toBe(summariseCashUp(day).expectedCashPence + 1239);
    // Counted with the phone cash in the drawer, the day balances.
    expect(
      summariseCashUp({ ...day, phoneCashSalesPence: 1239, closingBalancePence: 30550 + 1239 }).outcome,
    ).toBe("balanced");
  });

  it("holds for any day: counted = expected + difference, and card or platform takings never move the drawer", () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(
        fc.record({
          openingBalancePence: amount,
          closingBalancePence: amount,
          counterSalesCardPence: amount,
          counterSalesCashPence: amount,
          uberEatsSalesPence: amount,
          justEatSalesPence: amount,
          deliverooSalesPence: amount,
          cateringSalesPence: amount,
          onlineSalesPence: amount,
          onlineRefundsPence: amount,
          phoneCardSalesPence: amount,
          phoneCashSalesPence: amount,
          onlineCounterCardSalesPence: amount,
          onlineCounterCashSalesPence: amount,
          giftVoucherSalesPence: amount,
          cashOutAmountPence: amount,
          refundsPence: amount,
        }),
        amount,
        (c, extraCard) => {
          const s = summariseCashUp(c);
          expect(s.expectedCashPence + s.differencePence).toBe(c.closingBalancePence);
          expect(Math.sign(s.differencePence)).toBe(
            s.outcome === "over" ? 1 : s.outcome === "short" ? -1 : 0,
          );
          const more = summariseCashUp({ ...c, counterSalesCardPence: c.counterSalesCardPence + extraCard });
          expect(more.expectedCashPence).toBe(s.expectedCashPence);
          expect(more.totalTakingsPence).toBe(s.totalTakingsPence + extraCard);
        },
      ),
    );
  });
});

describe("the cash-up form's rules", () => {
  const valid = {
    date: "2026-11-23",
    ...Object.fromEntries(
      Object.keys(day)
        .filter((k) => !k.startsWith("online") && !k.startsWith("phone"))
        .map((k) => [k, 0]),
    ),
    tipsPence: 0,
    discountsPence: 0,
  };

  it("refuses negative takings and a cash out without who and why", () => {
    const negative = CashUpInputSchema.safeParse({ ...valid, counterSalesCashPence: -1 });
    expect(negative.error?.issues[0]?.message).toBe(NEGATIVE_AMOUNT_MESSAGE);
    const cashOut = CashUpInputSchema.safeParse({ ...valid, cashOutAmountPence: 500 });
    expect(cashOut.error?.issues[0]?.message).toBe(CASH_OUT_DETAILS_MESSAGE);
    expect(
      CashUpInputSchema.safeParse({
        ...valid,
        cashOutAmountPence: 500,
        cashOutTakenBy: "Sam",
        cashOutReason: "Milk",
      }).success,
    ).toBe(true);
  });

  it("knows a future date from London's today", () => {
    expect(isFutureDate("2026-11-25", "2026-11-24")).toBe(true);
    expect(isFutureDate("2026-11-24", "2026-11-24")).toBe(false);
    expect(isFutureDate("2025-12-31", "2026-01-01")).toBe(false);
  });
});
