import { useQuery } from "@tanstack/react-query";
import { Eye, Send, TestTube } from "lucide-react";
import { useState } from "react";
import type { Newsletter, NewsletterPreview } from "@shared/newsletter/newsletter.schema";
import { Button } from "@web/components/ui/button";
import { FormField, HookForm, InputField, SelectField } from "@web/components/ui/form-field";
import { activePromotionsQueryOptions } from "@web/features/offers/api/get-offers";
import { formatInstant } from "@web/lib/format";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import {
  newsletterOverviewQueryKey,
  newsletterOverviewQueryOptions,
  previewNewsletter,
  sendNewsletter,
  sendTestNewsletter,
} from "./api/newsletter-requests";
import { NewsletterFormSchema, type NewsletterFormValues } from "./newsletter-form.schema";

const Field = InputField<NewsletterFormValues>;
const Select = SelectField<NewsletterFormValues>;
const EMPTY: NewsletterFormValues = { subject: "", text: "", promotionId: "", testTo: "" };
/** While a newsletter is sending, its progress is asked for this often. */
const PROGRESS_REFRESH_MS = 2000;

function NewsletterProgress({ newsletter }: { newsletter: Newsletter }) {
  const done = newsletter.sentCount + newsletter.skippedCount;
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4">
      <p className="font-semibold text-stone-900">{newsletter.subject}</p>
      <p className="text-sm text-stone-700">
        {formatInstant(newsletter.createdAt)} by {newsletter.sentBy} ·{" "}
        {newsletter.status === "sent" ? "Sent" : "Sending"}
      </p>
      <progress
        className="mt-2 w-full"
        max={newsletter.recipientCount}
        value={done}
        aria-label={`Progress of ${newsletter.subject}`}
      />
      <p className="text-sm text-stone-800">
        {`Sent to ${newsletter.sentCount} of ${newsletter.recipientCount} subscribers`}
        {newsletter.skippedCount > 0 ? ` (${newsletter.skippedCount} unsubscribed meanwhile)` : ""}
      </p>
    </li>
  );
}

/**
 * Owners write a newsletter (subject, text, optionally a running promotion with its real terms),
 * preview it, send a test to themselves, then send it to confirmed subscribers; sending runs in
 * the background and its progress shows here (issue 27, decision 0031).
 */
export function NewsletterTab() {
  const overview = useQuery({
    ...newsletterOverviewQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.newsletters.some((n) => n.status === "sending") ? PROGRESS_REFRESH_MS : false,
  });
  const promotions = useQuery(activePromotionsQueryOptions());
  const form = useSchemaForm(NewsletterFormSchema, EMPTY);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [confirming, setConfirming] = useState(false);
  const show = useAdminMutation({
    mutationFn: previewNewsletter,
    success: null,
    failure: "Failed to preview the newsletter",
    onSuccess: setPreview,
  });
  const test = useAdminMutation({
    mutationFn: sendTestNewsletter,
    success: (data) => data.message,
    failure: "Failed to send the test",
  });
  const send = useAdminMutation({
    mutationFn: sendNewsletter,
    success: (data) => `Sending to ${data.recipientCount} subscribers`,
    failure: "Failed to send the newsletter",
    invalidate: [newsletterOverviewQueryKey],
    onSuccess: () => {
      form.reset(EMPTY);
      setPreview(null);
      setConfirming(false);
    },
  });
  const confirmed = overview.data?.subscribers.confirmed ?? 0;
  const running = promotions.data?.promotions ?? [];
  const draft = (values: { subject: string; text: string; promotionId: number | null }) => ({
    subject: values.subject,
    text: values.text,
    promotionId: values.promotionId,
  });

  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-display text-2xl font-bold text-maroon-800">Newsletter</h2>
        {overview.data && (
          <p className="text-stone-700">
            {`${overview.data.subscribers.confirmed} confirmed subscribers, ${overview.data.subscribers.pending} waiting to confirm, ${overview.data.subscribers.unsubscribed} unsubscribed.`}
          </p>
        )}
      </div>
      <HookForm
        form={form}
        aria-label="Write a newsletter"
        onValid={(values) => (confirming ? send.mutate(draft(values)) : setConfirming(true))}
        className="grid gap-4 rounded-xl bg-white p-6 ring-1 ring-stone-200"
      >
        <Field name="subject" label="Subject" required maxLength={150} />
        <FormField label="Text" required error={form.formState.errors.text?.message}>
          <textarea rows={8} maxLength={20_000} {...form.register("text")} />
        </FormField>
        <Select
          name="promotionId"
          label="Promotion"
          optional
          values={running.map((p) => String(p.id))}
          labels={Object.fromEntries(running.map((p) => [String(p.id), p.headline]))}
          placeholder="No promotion"
        />
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="ghost"
            disabled={show.isPending}
            onClick={form.handleSubmit((values) => show.mutate(draft(values)))}
          >
            <Eye className="mr-1 inline h-4 w-4" aria-hidden="true" /> Preview
          </Button>
        </div>
        {preview && (
          <section aria-label="Preview" className="rounded-lg border border-stone-300 bg-stone-50 p-4">
            <p className="font-semibold">{preview.subject}</p>
            <pre className="mt-2 whitespace-pre-wrap font-sans text-sm text-stone-900">{preview.text}</pre>
          </section>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <Field
            name="testTo"
            label="Your email, for a test"
            type="email"
            autoComplete="email"
            maxLength={255}
          />
          <Button
            type="button"
            variant="ghost"
            disabled={test.isPending}
            onClick={form.handleSubmit((values) => test.mutate({ ...draft(values), to: values.testTo }))}
          >
            <TestTube className="mr-1 inline h-4 w-4" aria-hidden="true" /> Send a test
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={send.isPending || confirmed === 0}>
            <Send className="mr-1 inline h-4 w-4" aria-hidden="true" />{" "}
            {confirming ? `Confirm: send to ${confirmed} subscribers` : `Send to ${confirmed} subscribers`}
          </Button>
          {confirming && (
            <Button type="button" variant="ghost" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
          )}
        </div>
      </HookForm>
      <section aria-labelledby="sent-newsletters">
        <h3 id="sent-newsletters" className="font-semibold text-stone-900">
          Newsletters sent
        </h3>
        {overview.data?.newsletters.length === 0 && <p className="text-stone-700">None yet.</p>}
        <ul className="mt-2 space-y-2">
          {overview.data?.newsletters.map((n) => (
            <NewsletterProgress key={n.id} newsletter={n} />
          ))}
        </ul>
      </section>
    </div>
  );
}
