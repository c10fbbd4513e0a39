import { z } from "zod";

export const CONTACT_SUBJECTS = ["reservation", "event", "catering", "feedback", "other"] as const;

export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  reservation: "Reservation Inquiry",
  event: "Private Event",
  catering: "Catering Services",
  feedback: "Feedback",
  other: "Other",
};

export const ContactRequestSchema = z.object({
  firstName: z.string().trim().min(1, "is required").max(50, "must be at most 50 characters"),
  lastName: z.string().trim().min(1, "is required").max(50, "must be at most 50 characters"),
  email: z.email("must be a valid email address").max(255),
  subject: z.enum(CONTACT_SUBJECTS, "must be one of the listed subjects"),
  message: z.string().trim().min(1, "is required").max(5000, "must be at most 5000 characters"),
});
export type ContactRequest = z.input<typeof ContactRequestSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
