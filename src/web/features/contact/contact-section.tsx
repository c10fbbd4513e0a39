import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Clock, Mail, MapPin, Phone, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { z } from "zod";
import { CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "../../../shared/contact/contact.schema";
import { EmailLink, PhoneLink } from "../../components/layout/contact-links";
import { PageSection } from "../../components/layout/page-section";
import { FormField, HookForm, InputField, SelectField } from "../../components/ui/form-field";
import { RESTAURANT } from "../../lib/restaurant";
import { OpeningHoursList } from "../opening-hours/opening-hours-list";
import { sendContactMessage } from "./api/send-contact-message";

const REQUIRED = "This field is required.";

const ContactFormSchema = z.object({
  firstName: z.string().trim().min(1, REQUIRED).max(50, "Please use at most 50 characters."),
  lastName: z.string().trim().min(1, REQUIRED).max(50, "Please use at most 50 characters."),
  email: z.string().trim().min(1, REQUIRED).pipe(z.email("Please enter a valid email address.")),
  subject: z.string().min(1, REQUIRED),
  message: z.string().trim().min(1, REQUIRED).max(5000, "Please use at most 5000 characters."),
});
type ContactForm = z.infer<typeof ContactFormSchema>;
const Field = InputField<ContactForm>;
const Select = SelectField<ContactForm>;
const EMPTY: ContactForm = { firstName: "", lastName: "", email: "", subject: "", message: "" };

export function ContactSection() {
  const form = useForm<ContactForm>({ resolver: zodResolver(ContactFormSchema), defaultValues: EMPTY });
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
    <PageSection id="contact" title="Contact Us">
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-6 rounded-2xl bg-maroon-900 p-6 text-white">
          <div>
            <h3 className="flex items-center gap-2 font-display text-xl font-bold text-saffron-200">
              <MapPin className="h-5 w-5" aria-hidden="true" /> Address
            </h3>
            <address className="mt-2 not-italic">
              {RESTAURANT.address.street}
              <br />
              {RESTAURANT.address.town} {RESTAURANT.address.postcode}
            </address>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-display text-xl font-bold text-saffron-200">
              <Phone className="h-5 w-5" aria-hidden="true" /> Phone and email
            </h3>
            <p className="mt-2">
              <PhoneLink />
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Mail className="h-4 w-4" aria-hidden="true" />
              <EmailLink />
            </p>
          </div>
          <div>
            <h3 className="flex items-center gap-2 font-display text-xl font-bold text-saffron-200">
              <Clock className="h-5 w-5" aria-hidden="true" /> Opening Hours
            </h3>
            <OpeningHoursList className="mt-2" />
          </div>
        </div>
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
      </div>
    </PageSection>
  );
}
