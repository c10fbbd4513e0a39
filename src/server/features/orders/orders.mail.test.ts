import { describe, expect, it } from "vitest";
import { itChecksEveryMail, MAIL_ORDER, MAIL_SITE, type MailCase } from "../../testing/mail-texts";
import { orderConfirmation, orderReadyForCollection } from "./orders.mail";

const order = {
  ...MAIL_ORDER,
  subtotalPence: 1895,
  discountPence: 200,
  discountLabel: "WELCOME",
  promotions: [{ title: "WELCOME", code: "WELCOME15", amountPence: 200 }],
  items: [{ quantity: 2, name: "Chicken Biryani", pricePence: 950, specialInstructions: "No coriander" }],
  specialInstructions: "Please ring the bell twice",
};

const messages: MailCase[] = [
  [
    "order confirmation",
    orderConfirmation(order, MAIL_SITE),
    [
      "HH-ABC123",
      "Sam Patel",
      "2 x Chicken Biryani  £19.00",
      "WELCOME",
      "£16.95",
      `${MAIL_SITE}/order/HH-ABC123`,
      "Note: No coriander",
      "Your special instructions: Please ring the bell twice",
    ],
    true,
  ],
  [
    "order ready",
    orderReadyForCollection(order, MAIL_SITE),
    ["HH-ABC123", "12:30", `${MAIL_SITE}/order/HH-ABC123`],
    true,
  ],
];

describe("order mails", () => {
  itChecksEveryMail(messages);

  it("dates the collection in British words (issue 33)", () => {
    expect(orderConfirmation(order, MAIL_SITE).text).toContain(
      "Collection: today, Tuesday 24 November 2026, at 12:30.",
    );
  });
});
