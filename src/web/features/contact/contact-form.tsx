import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "../../../shared/contact/contact.schema";
import { FormField, HookForm, InputField, SelectField } from "../../components/ui/form-field";
import { sendContactMessage } from "./api/send-contact-message";

const REQUIRED = "This field is required.";

const ContactFormSchema = z.object({
  firstName: z.string().trim().min(1, REQUIRED).max(50, "Please use at most 50 characters."),
  lastName: z.string().trim().min(1, REQUIRED).max(50, "Please use at most 50 characters."),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email("Please enter a valid email address.")),
  subject: z.string().min(1, REQUIRED),
  message: z.string().trim().min(1, REQUIRED).max(5000, "Please use at most 5000 characters."),
});
type ContactFormValues = z.infer<typeof ContactFormSchema>;
const Field = InputField<ContactFormValues>;
const Select = SelectField<ContactFormValues>;
const EMPTY: ContactFormValues = { firstName: "", lastName: "", email: "", subject: "", message: "" };

/**
 * The contact form (react-hook-form and zod), loaded after the first paint: contact-section.tsx
 * holds the section around it.
 */
export function ContactForm() {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
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
      onValid={(v) => send.mutate({ ...v, subject: v.subject as (typeof CONTACT_SUBJECTS)[number] })}
      onInvalid={() =>
        toast.error("Missing Information", { description: "Please fill in all required fields." })
      }
      className="grid gap-4 rounded-2xl bg-white p-6 ring-1 ring-stone-200 sm:grid-cols-2"
    >
      <Field name="firstName" label="First Name" required autoComplete="given-name" />
      <Field name="lastName" label="Last Name" required autoComplete="family-name" />
      <Field name="email" label="Email" required type="email" autoComplete="email" />
      <Select
        name="subject"
        label="Subject"
        required
        values={CONTACT_SUBJECTS}
        labels={CONTACT_SUBJECT_LABELS}
        placeholder="Select a subject"
      />
      <FormField label="Message" required error={errors.message?.message} className="sm:col-span-2">
        <textarea rows={5} {...form.register("message")} />
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
