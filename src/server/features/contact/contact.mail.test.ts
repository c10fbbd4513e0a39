import { describe, it } from "vitest";
import {
  expectOneLineSubject,
  FORGED_NAME,
  itChecksEveryMail,
  type MailCase,
} from "../../testing/mail-texts";
import { contactMessageForRestaurant, contactReceivedForSender } from "./contact.mail";

const messages: MailCase[] = [
  [
    "contact message (to the restaurant)",
    contactMessageForRestaurant({
      firstName: "Lee",
      lastName: "Ng",
      email: "lee@example.com",
      subject: "catering",
      message: "Food for 40?",
    }),
    ["Lee Ng", "lee@example.com", "Food for 40?"],
    false,
  ],
  ["contact received", contactReceivedForSender(), ["Hello,", "within 24 hours"], true],
];

describe("contact mails", () => {
  itChecksEveryMail(messages);

  it("keeps a subject on one line even if a name carries a line break", () => {
    expectOneLineSubject(
      contactMessageForRestaurant({
        firstName: FORGED_NAME,
        lastName: "X",
        email: "e@x.y",
        subject: "other",
        message: "",
      }).subject,
    );
  });
});
