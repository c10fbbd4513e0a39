/**
 * "Get a Quote" opens the contact form on the Catering subject (issue 21): the button asks for a
 * subject here, the form (loaded later, or already on the page) takes it. No zod, no React: the
 * home page's catering banner imports it at first paint.
 */
import type { CONTACT_SUBJECTS } from "@shared/contact/contact.schema";

type Subject = (typeof CONTACT_SUBJECTS)[number];

let pending: Subject | null = null;
const listeners = new Set<(subject: Subject) => void>();

export function requestContactSubject(subject: Subject): void {
  pending = subject;
  for (const listener of listeners) listener(subject);
}

/** The subject asked for before the form was there, once. */
export function takeRequestedContactSubject(): Subject | null {
  const subject = pending;
  pending = null;
  return subject;
}

/** Follows later requests while the form is on the page. */
export function onContactSubjectRequested(listener: (subject: Subject) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
