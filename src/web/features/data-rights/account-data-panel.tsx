import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Download, ShieldCheck } from "lucide-react";
import { useState } from "react";
import type { z } from "zod";
import { DeleteOwnAccountSchema } from "@shared/data-rights/data-rights.schema";
import { Button } from "@web/components/ui/button";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { AccountPanel } from "@web/features/accounts/account-panel";
import { describeError } from "@web/lib/api-client";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { deleteOwnAccount } from "./api/delete-own-account";

const Field = InputField<z.input<typeof DeleteOwnAccountSchema>>;

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
    <AccountPanel
      title="Your data"
      icon={<ShieldCheck aria-hidden="true" />}
      headingId="your-data-heading"
      className="mt-10"
    >
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
        <HookForm form={form} onValid={(values) => remove.mutate(values.confirm)} className="mt-3 space-y-3">
          <Field
            name="confirm"
            label="Type your email address or password to confirm"
            required
            type="text"
            autoComplete="off"
          />
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
        </HookForm>
      ) : (
        <Button variant="secondary" className="mt-3" onClick={() => setAsking(true)}>
          Delete my account
        </Button>
      )}
    </AccountPanel>
  );
}
