import type { z } from "zod";
import {
  CONTACT_SUBJECT_LABELS,
  type ContactMessage,
  type ContactRequestSchema,
} from "../../../shared/contact/contact.schema";
import type { AppDeps } from "../../app-deps";
import { contactMessages } from "../../db/schema";

type ValidContact = z.output<typeof ContactRequestSchema>;

/** Stores the message (status unread), then forwards it to the restaurant and acknowledges it. */
export async function createContactMessage(deps: AppDeps, input: ValidContact): Promise<ContactMessage> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, status: "unread", createdAt: deps.now() })
    .returning();
  if (!row) throw new Error("insert returned no row");

  const subjectLabel = CONTACT_SUBJECT_LABELS[input.subject];
  await deps.mailer.send({
    to: deps.env.RESTAURANT_EMAIL,
    subject: `Website message (${subjectLabel}) from ${row.firstName} ${row.lastName}`,
    text: [
      `From: ${row.firstName} ${row.lastName} <${row.email}>`,
      `Subject: ${subjectLabel}`,
      "",
      row.message,
    ].join("\n"),
  });
  await deps.mailer.send({
    to: row.email,
    subject: "Thank you for contacting Hyderabad House",
    text: [
      `Dear ${row.firstName},`,
      "",
      "Thank you for your message. We will get back to you within 24 hours.",
      "",
      "Hyderabad House",
    ].join("\n"),
  });
  return { ...row, createdAt: row.createdAt.toISOString() };
}
