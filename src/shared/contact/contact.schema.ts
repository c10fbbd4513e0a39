import { z } from "zod";
import { multiLineText, singleLineText } from "../text.schema";

export const CONTACT_SUBJECTS = ["reservation", "event", "catering", "feedback", "other"] as const;

/** A message is unread until staff open it in the admin panel. */
export const CONTACT_MESSAGE_STATUSES = ["unread", "read"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  reservation: "Reservation Inquiry",
  event: "Private Event",
  catering: "Catering Services",
  feedback: "Feedback",
  other: "Other",
};

export const ContactRequestSchema = z.object({
  firstName: singleLineText().min(1, "is required").max(50, "must be at most 50 characters"),
  lastName: singleLineText().min(1, "is required").max(50, "must be at most 50 characters"),
  email: singleLineText()
    .max(255, "must be at most 255 characters")
    .pipe(z.email("must be a valid email address")),
  subject: z.enum(CONTACT_SUBJECTS, "must be one of the listed subjects"),
  message: multiLineText().min(1, "is required").max(5000, "must be at most 5000 characters"),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
