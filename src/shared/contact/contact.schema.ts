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

/** The subject select's message: a missing subject is missing information too. */
export const CHOOSE_SUBJECT_MESSAGE = "Please choose a subject";
const ContactSubjectSchema = z.enum(CONTACT_SUBJECTS, CHOOSE_SUBJECT_MESSAGE);

/** Messages name their field, so the form shows the server's own words beside it. */
export const ContactRequestSchema = z.object({
  firstName: singleLineText()
    .min(1, "First name is required")
    .max(50, "First name must be at most 50 characters"),
  lastName: singleLineText()
    .min(1, "Last name is required")
    .max(50, "Last name must be at most 50 characters"),
  email: singleLineText()
    .min(1, "Email is required")
    .max(255, "Email must be at most 255 characters")
    .pipe(z.email("Please enter a valid email address")),
  subject: ContactSubjectSchema,
  message: multiLineText().min(1, "Message is required").max(5000, "Message must be at most 5000 characters"),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

/**
 * The contact form: the request's schema, whose subject select starts empty ("Select a subject"),
 * so the browser refuses what the server refuses, with the same messages, and sends its output
 * as it is (issue 26).
 */
export const ContactFormSchema = ContactRequestSchema.extend({
  subject: z.string().pipe(ContactSubjectSchema),
});
export type ContactForm = z.input<typeof ContactFormSchema>;

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
