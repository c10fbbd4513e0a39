import type { z } from "zod";
import type { ContactMessage, ContactRequestSchema } from "../../../shared/contact/contact.schema";
import type { AppDeps } from "../../app-deps";
import { contactMessages } from "../../db/schema";
import { contactMessageForRestaurant, contactReceivedForSender } from "../../lib/mail-templates";

type ValidContact = z.output<typeof ContactRequestSchema>;

/** Stores the message (status unread), then forwards it to the restaurant and acknowledges it. */
export async function createContactMessage(deps: AppDeps, input: ValidContact): Promise<ContactMessage> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, status: "unread", createdAt: deps.now() })
    .returning();
  if (!row) throw new Error("insert returned no row");

  await deps.mailer.send({
    to: deps.env.RESTAURANT_EMAIL,
    ...contactMessageForRestaurant({ ...row, subject: input.subject }),
  });
  await deps.mailer.send({ to: row.email, ...contactReceivedForSender(row) });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
