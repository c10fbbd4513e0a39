import type { z } from "zod";
import type { ContactMessage, ContactRequestSchema } from "@shared/contact/contact.schema";
import type { AppDeps } from "../../app-deps";
import { contactMessages } from "../../db/schema";
import { queueMail } from "../../lib/mail";
import { queueCappedMail } from "../../lib/mail-caps";
import { contactMessageForRestaurant, contactReceivedForSender } from "./contact.mail";

type ValidContact = z.output<typeof ContactRequestSchema>;

/**
 * Stores the message (status unread) and, in the same transaction, queues its forward to the
 * restaurant and the sender's acknowledgement (the outbox sends them after the commit; the
 * acknowledgement only within the recipient's cap, lib/mail-caps.ts).
 */
export async function createContactMessage(deps: AppDeps, input: ValidContact): Promise<ContactMessage> {
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(contactMessages)
      .values({ ...input, status: "unread", createdAt: deps.now() })
      .returning();
    if (!inserted) throw new Error("insert returned no row");
    await queueMail(tx, {
      to: deps.env.RESTAURANT_EMAIL,
      ...contactMessageForRestaurant({ ...inserted, subject: input.subject }),
    });
    // Anyone can give any address: the acknowledgement is capped per recipient and carries only the
    // restaurant's own words (decision 0038). The message is stored and forwarded either way.
    await queueCappedMail(tx, deps.now(), "contact-acknowledgement", {
      to: inserted.email,
      ...contactReceivedForSender(),
    });
    return inserted;
  });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
