import { describe, expect, it } from "vitest";
import { itChecksEveryMail, MAIL_ORDER, type MailCase } from "../../testing/mail-texts";
import { paymentReceived } from "./payments.mail";

const messages: MailCase[] = [
  [
    "payment received",
    paymentReceived(MAIL_ORDER, { provider: "stripe", paymentId: "pi_123" }),
    ["HH-ABC123", "£16.95", "card", "pi_123"],
    true,
  ],
];

describe("payment mails", () => {
  itChecksEveryMail(messages);

  it("dates the collection in British words (issue 33)", () => {
    expect(paymentReceived(MAIL_ORDER, { provider: "stripe", paymentId: "pi_123" }).text).toContain(
      "Collection: Tuesday 24 November 2026 at 12:30.",
    );
  });
});
