import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { DeleteOwnAccountSchema } from "@shared/data-rights/data-rights.schema";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { describeError } from "../../lib/api-client";
import { useSchemaForm } from "../../lib/use-schema-form";
import { deleteOwnAccount } from "./api/delete-own-account";

/**
 * The account page's data rights (UK GDPR articles 15, 17, 20; decision 0030): download everything
 * held as a JSON file; delete the account after typing the email or password.
 */
export function AccountDataPanel({ onDeleted }: { onDeleted: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const form = useSchemaForm(DeleteOwnAccountSchema, { confirm: "" });
  const remove = useMutation({
    mutationFn: (confirm: string) => deleteOwnAccount(confirm),
    onSuccess: (result) => {
      queryClient.clear();
      onDeleted(result.message);
    },
  });
  return (
    <section
      aria-labelledby="your-data-heading"
      className="mt-10 rounded-xl border border-saffron-200 bg-white p-5 shadow-sm"
    >
      <h2
        id="your-data-heading"
        className="flex items-center gap-2 font-display text-xl font-bold text-maroon-800"
      >
        <ShieldCheck className="h-5 w-5" aria-hidden="true" /> Your data
      </h2>
      <p className="mt-2 text-stone-800">
        Download everything we hold about you: your details, orders, table bookings, points, reviews and what
        you agreed to be sent.
      </p>
      <a
        href="/api/customer/data-export"
        download
        className="mt-3 inline-flex items-center gap-2 rounded-lg bg-maroon-800 px-4 py-2 font-semibold text-white hover:bg-maroon-900"
      >
        <Download className="h-4 w-4" aria-hidden="true" /> Download my data
      </a>
      <h3 className="mt-6 font-semibold text-stone-900">Delete my account</h3>
      <p className="mt-1 text-stone-800">
        Your account, points, rewards and reviews are deleted and you are signed out everywhere. Your orders
        stay in our accounts without your name, phone or email. This cannot be undone.
      </p>
      {asking ? (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={form.handleSubmit((values) => remove.mutate(values.confirm))}
        >
          <FormField
            label="Type your email address or password to confirm"
            required
            error={form.formState.errors.confirm?.message}
          >
            <input type="text" autoComplete="off" {...form.register("confirm")} />
          </FormField>
          {remove.isError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
              {describeError(remove.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={remove.isPending}>
              {remove.isPending ? "Deleting..." : "Delete my account for good"}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              Keep my account
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
          Delete my account
        </Button>
      )}
    </section>
  );
}
