import { describe } from "vitest";
import { itChecksEveryMail, MAIL_ORDER, MAIL_SITE, type MailCase } from "../../testing/mail-texts";
import { preOrderMoved } from "./order-ahead.mail";

const messages: MailCase[] = [
  [
    "pre-order moved",
    preOrderMoved(
      { ...MAIL_ORDER, collectionDate: "2026-12-05", collectionTime: "19:30" },
      { collectionDate: "2026-12-04", collectionTime: "18:00" },
      `${MAIL_SITE}/order/HH-ABC123#pay=secret`,
    ),
    [
      "HH-ABC123",
      "Sam Patel",
      "Collection: Saturday 5 December 2026, at 19:30.",
      "It was for Friday 4 December 2026, at 18:00.",
      "£16.95",
      `${MAIL_SITE}/order/HH-ABC123#pay=secret`,
    ],
    true,
  ],
];

describe("order ahead's mails", () => {
  itChecksEveryMail(messages);
});
