/**
 * The thermal ticket's bytes, read back by the fake printer's decoder: every line with its
 * quantity, options and meal-deal choices, allergens, notes, promotions, total and paid or not,
 * in 48 columns, then one cut.
 */
import { describe, expect, it } from "vitest";
import type { Order } from "@shared/orders/order.schema";
import { decodeEscPos } from "../../testing/fake-escpos-printer";
import { encodeKitchenTicket, encodePaidSlip, TICKET_COLUMNS } from "./kitchen-ticket-escpos";

const ORDER: Order = {
  id: 7,
  orderNumber: "HH-7VSW9Z",
  customerName: "Aisha Khan",
  customerPhone: "07700 900123",
  customerEmail: null,
  channel: "online",
  acknowledgedAt: null,
  items: [
    {
      id: 1,
      name: "Hyderabadi Chicken Dum Biryani",
      price: "£16.45",
      pricePence: 1645,
      quantity: 2,
      options: [
        { choiceId: 101, group: "Spice level", name: "Hot", priceDeltaPence: 0 },
        { choiceId: 102, group: "Add-ons", name: "Extra raita", priceDeltaPence: 150 },
      ],
      isVegetarian: false,
      isSpicy: true,
      allergens: ["milk", "nuts"],
      specialInstructions: "Extra crispy onions",
    },
    {
      id: 40,
      name: "Family Feast 2+2+2",
      price: "£49.95",
      pricePence: 4995,
      quantity: 1,
      options: [
        {
          choiceId: 99,
          group: "Biryanis",
          name: "Paneer Biryani",
          priceDeltaPence: 0,
          options: [{ choiceId: 103, group: "Spice level", name: "Mild", priceDeltaPence: 0 }],
        },
        { choiceId: 104, group: "Starters", name: "Chicken 65", priceDeltaPence: 0 },
        { choiceId: 105, group: "Starters", name: "Chicken 65", priceDeltaPence: 0 },
      ],
      isVegetarian: false,
      isSpicy: false,
      allergens: [],
    },
  ],
  subtotalPence: 8285,
  discountPence: 829,
  totalPence: 7456,
  totalAmount: "£74.56",
  tipPence: 0,
  discountLabel: null,
  couponCode: null,
  promotions: [
    { promotionId: 3, title: "10% off orders over £30", kind: "percent_off", code: null, amountPence: 829 },
  ],
  pointsRedeemed: 0,
  paymentStatus: "completed",
  paymentMethod: "stripe",
  paymentId: "pi_1",
  refundedPence: 0,
  paymentNote: null,
  orderStatus: "received",
  collectionDate: "2026-11-24",
  collectionTime: "18:30",
  specialInstructions: "NUT ALLERGY at the table",
  createdAt: "2026-11-24T17:50:00.000Z",
  printedAt: null,
  printedVia: null,
  paysOnline: true,
};

describe("encodeKitchenTicket", () => {
  it("prints every part of the order, then cuts once", () => {
    const job = decodeEscPos(
      encodeKitchenTicket(ORDER, { reprint: false, restaurantName: "Hyderabad House" }),
    );
    const lines = job.lines.map((l) => l.trim());
    expect(job.cuts).toBe(1);
    expect(lines.slice(0, 2)).toEqual(["HYDERABAD HOUSE", "COLLECTION"]);
    expect(lines).toContain("#HH-7VSW9Z");
    expect(lines).toContain("Collect 18:30 - 24/11/2026");
    expect(lines).toContain("Aisha Khan - 07700 900123");
    expect(lines.find((l) => l.startsWith("2 x Hyderabadi Chicken Dum Biryani"))).toMatch(/£32\.90$/);
    expect(lines).toContain("Spice level: Hot");
    expect(lines).toContain("Add-ons: Extra raita (+£1.50)");
    expect(lines).toContain("> Extra crispy onions");
    expect(lines).toContain("ALLERGENS: Milk, Tree nuts");
    expect(lines.find((l) => l.startsWith("1 x Family Feast 2+2+2"))).toMatch(/£49\.95$/);
    expect(lines.some((l) => l.startsWith("Biryanis: Paneer Biryani") && l.includes("Mild"))).toBe(true);
    expect(lines).toContain("Starters: Chicken 65 x2");
    expect(lines).toContain("NOTE: NUT ALLERGY at the table");
    expect(lines.find((l) => l.startsWith("SUBTOTAL"))).toMatch(/£82\.85$/);
    expect(lines.find((l) => l.startsWith("10% off orders over £30"))).toMatch(/-£8\.29$/);
    expect(lines.find((l) => l.startsWith("TOTAL"))).toMatch(/£74\.56$/);
    expect(lines.at(-1)).toBe("PAID");
    expect(lines).not.toContain("** REPRINT **");
    // Nothing runs past the paper's 48 columns (double-width lines count twice).
    for (const line of job.lines) expect(line.length).toBeLessThanOrEqual(TICKET_COLUMNS);
  });

  it("prints allergens and the diners' notes in bold (ESC E 1 before them, ESC E 0 after)", () => {
    const bytes = Buffer.from(
      encodeKitchenTicket(ORDER, { reprint: false, restaurantName: "Hyderabad House" }),
    );
    /** Whether the text is printed with emphasis on: the last ESC E before it turns bold on. */
    const isBold = (text: string) => {
      const at = bytes.indexOf(Buffer.from(text, "latin1"));
      expect(at, text).toBeGreaterThan(0);
      let switchAt = -1;
      for (let i = 0; i < at - 2; i++) if (bytes[i] === 0x1b && bytes[i + 1] === 0x45) switchAt = i;
      return switchAt >= 0 && bytes[switchAt + 2] === 1;
    };
    expect(isBold("ALLERGENS: Milk, Tree nuts")).toBe(true);
    expect(isBold("> Extra crispy onions")).toBe(true);
    expect(isBold("NOTE: NUT ALLERGY at the table")).toBe(true);
    expect(isBold("Spice level: Hot")).toBe(false);
  });

  it("marks a reprint, and says of an unpaid order whether the diner is paying online or at collection", () => {
    const online = decodeEscPos(
      encodeKitchenTicket(
        { ...ORDER, paymentStatus: "pending" },
        { reprint: true, restaurantName: "Hyderabad House" },
      ),
    );
    const lines = online.lines.map((l) => l.trim());
    expect(lines).toContain("** REPRINT **");
    expect(lines.at(-1)).toBe("ONLINE PAYMENT PENDING");
    expect(online.cuts).toBe(1);
    const atCollection = decodeEscPos(
      encodeKitchenTicket(
        { ...ORDER, paymentStatus: "pending", paysOnline: false },
        { reprint: false, restaurantName: "Hyderabad House" },
      ),
    );
    expect(atCollection.lines.map((l) => l.trim()).at(-1)).toBe("TO PAY AT COLLECTION");
    // No ticket ever tells the counter to take payment for an order paid, or being paid, online.
    for (const job of [online, atCollection]) expect(job.lines.join("\n")).not.toMatch(/TAKE PAYMENT/);
  });

  it("prints a short PAID slip with the order number, the amount and no dishes", () => {
    const slip = decodeEscPos(encodePaidSlip(ORDER, "Hyderabad House"));
    const lines = slip.lines.map((l) => l.trim());
    expect(lines).toEqual([
      "HYDERABAD HOUSE",
      "PAYMENT RECEIVED",
      "#HH-7VSW9Z",
      "Aisha Khan - Collect 18:30",
      "PAID £74.56",
      "Do not take payment: this order is paid.",
    ]);
    expect(slip.cuts).toBe(1);
    for (const line of slip.lines) expect(line.length).toBeLessThanOrEqual(TICKET_COLUMNS);
  });
});

describe("a delivery's ticket (issue 35)", () => {
  it("carries the address, the zone, the driver's notes, the fee and cash on delivery", () => {
    const job = decodeEscPos(
      encodeKitchenTicket(
        {
          ...ORDER,
          paymentStatus: "pending",
          paysOnline: false,
          totalPence: 7706,
          totalAmount: "£77.06",
          delivery: {
            address: "12 Abington Street, Northampton",
            postcode: "NN3 2AB",
            zoneName: "Town",
            feePence: 250,
            notes: "Side door, ring twice",
            payOnDelivery: true,
            driverId: null,
            status: null,
            failureReason: null,
          },
        },
        { reprint: false, restaurantName: "Hyderabad House" },
      ),
    );
    const lines = job.lines.map((l) => l.trim());
    expect(lines.slice(0, 2)).toEqual(["HYDERABAD HOUSE", "DELIVERY"]);
    expect(lines).toContain("Deliver 18:30 - 24/11/2026");
    expect(lines).toContain("Aisha Khan - 07700 900123");
    expect(lines).toContain("DELIVER TO:");
    expect(lines).toContain("12 Abington Street");
    expect(lines).toContain("Northampton");
    expect(lines).toContain("NN3 2AB");
    expect(lines).toContain("Zone: Town");
    expect(lines).toContain("DRIVER NOTE: Side door, ring twice");
    expect(lines.find((l) => l.startsWith("DELIVERY") && l.endsWith("£2.50"))).toBeDefined();
    expect(lines.find((l) => l.startsWith("TOTAL"))).toMatch(/£77\.06$/);
    expect(lines.at(-1)).toBe("CASH ON DELIVERY £77.06");
    for (const line of job.lines) expect(line.length).toBeLessThanOrEqual(TICKET_COLUMNS);
  });

  it("asks the driver for the diner's tip with the cash (issue 40 meets issue 35)", () => {
    const job = decodeEscPos(
      encodeKitchenTicket(
        {
          ...ORDER,
          paymentStatus: "pending",
          paysOnline: false,
          totalPence: 2000,
          totalAmount: "£20.00",
          tipPence: 200,
          delivery: {
            address: "12 Abington Street",
            postcode: "NN3 2AB",
            zoneName: "Town",
            feePence: 250,
            notes: null,
            payOnDelivery: true,
            driverId: null,
            status: null,
            failureReason: null,
          },
        },
        { reprint: false, restaurantName: "Hyderabad House" },
      ),
    );
    const text = job.lines.map((l) => l.trim()).join(" ");
    expect(text).toContain("CASH ON DELIVERY £22.00 (INCL. TIP £2.00)");
    for (const line of job.lines) expect(line.length).toBeLessThanOrEqual(TICKET_COLUMNS);
  });
});
