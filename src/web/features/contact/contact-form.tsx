import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useEffect } from "react";
import type { FieldErrors } from "react-hook-form";
import {
  CHOOSE_SUBJECT_MESSAGE,
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  ContactFormSchema,
  type ContactForm as ContactFormValues,
} from "@shared/contact/contact.schema";
import { toast } from "@web/lib/toast";
import { FormField, HookForm, InputField, SelectField } from "../../components/ui/form-field";
import { useSchemaForm } from "../../lib/use-schema-form";
import { sendContactMessage } from "./api/send-contact-message";
import { onContactSubjectRequested, takeRequestedContactSubject } from "./contact-subject";

const Field = InputField<ContactFormValues>;
const Select = SelectField<ContactFormValues>;
const EMPTY: ContactFormValues = { firstName: "", lastName: "", email: "", subject: "", message: "" };

/** A required field left empty (the spec's 'Missing Information'), as the shared schema words it. */
function isMissing(errors: FieldErrors<ContactFormValues>): boolean {
  return Object.values(errors).some(
    (e) => e?.message?.endsWith(" is required") || e?.message === CHOOSE_SUBJECT_MESSAGE,
  );
}

/**
 * The contact form, on the app's one form hook over the server's own schema (issue 26): the same
 * input is refused with the same message here and on the server. Loaded after the first paint:
 * contact-section.tsx holds the section around it. "Get a Quote" opens it on Catering.
 */
export function ContactForm() {
  const form = useSchemaForm(ContactFormSchema, {
    ...EMPTY,
    subject: takeRequestedContactSubject() ?? "",
  });
  const { errors } = form.formState;
  useEffect(() => onContactSubjectRequested((subject) => form.setValue("subject", subject)), [form]);
  const send = useMutation({
    mutationFn: sendContactMessage,
    // A repeated POST could deliver the message twice.
    onSuccess: () => {
      toast.success("Message Sent!", {
        description: "Thank you for contacting us. We'll reply within 24 hours.",
      });
      form.reset(EMPTY);
    },
    onError: () => {
      toast.error("Message Failed", {
        description: "Sorry, we couldn't send your message. Please try again or call us directly.",
      });
    },
  });

  return (
    <HookForm
      form={form}
      aria-label="Contact us"
      onValid={(message) => send.mutate(message)}
      onInvalid={(fieldErrors: FieldErrors<ContactFormValues>) => {
        if (isMissing(fieldErrors)) {
          toast.error("Missing Information", { description: "Please fill in all required fields." });
        }
      }}
      className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:grid-cols-2"
    >
      <Field name="firstName" label="First Name" required autoComplete="given-name" maxLength={50} />
      <Field name="lastName" label="Last Name" required autoComplete="family-name" maxLength={50} />
      <Field name="email" label="Email" required type="email" autoComplete="email" maxLength={255} />
      <Select
        name="subject"
        label="Subject"
        required
        values={CONTACT_SUBJECTS}
        labels={CONTACT_SUBJECT_LABELS}
        placeholder="Select a subject"
      />
      <FormField label="Message" required error={errors.message?.message} className="sm:col-span-2">
        <textarea rows={5} maxLength={5000} {...form.register("message")} />
      </FormField>
      <button
        type="submit"
        disabled={send.isPending}
        className="inline-flex items-center justify-center gap-2 rounded-lg bg-maroon-800 px-6 py-3 text-lg font-semibold text-white hover:bg-maroon-900 disabled:bg-stone-500 sm:col-span-2"
      >
        <Send className="h-5 w-5" aria-hidden="true" /> {send.isPending ? "Sending..." : "Send Message"}
      </button>
    </HookForm>
  );
}
