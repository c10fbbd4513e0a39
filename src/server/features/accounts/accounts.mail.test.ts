import { describe } from "vitest";
import { itChecksEveryMail, MAIL_RESTAURANT, MAIL_SITE, type MailCase } from "../../testing/mail-texts";
import { passwordReset } from "./accounts.mail";

const messages: MailCase[] = [
  [
    "password reset",
    passwordReset({ firstName: "Sam" }, `${MAIL_SITE}/reset-password?token=t`),
    ["Hi Sam,", MAIL_RESTAURANT.name],
    false,
  ],
];

describe("account mails", () => {
  itChecksEveryMail(messages);
});
