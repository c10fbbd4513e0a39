import type { z } from "zod";
import { DataDeletionRequestSchema, DataRequestSchema } from "@shared/data-rights/data-rights.schema";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { HookForm, InputField } from "@web/components/ui/form-field";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { deleteDinerData, exportForEmail } from "./api/owner-data-requests";

const ExportField = InputField<z.input<typeof DataRequestSchema>>;
const DeleteField = InputField<z.input<typeof DataDeletionRequestSchema>>;
/** A diner's email typed by staff: the browser must not offer the staff member's own. */
const DINER_EMAIL = { required: true, type: "email", autoComplete: "off" } as const;

/**
 * An owner answers a diner's data request by email (UK GDPR articles 15, 17, 20; decision 0030):
 * export everything held, or delete it (orders stay, anonymised). Both are audited.
 */
export function DataRightsTab() {
  const exportForm = useSchemaForm(DataRequestSchema, { email: "" });
  const deleteForm = useSchemaForm(DataDeletionRequestSchema, { email: "", confirmEmail: "" });
  const runExport = useAdminMutation({
    mutationFn: (email: string) => exportForEmail(email),
    success: "Data exported",
    failure: "Could not export",
  });
  const runDelete = useAdminMutation({
    mutationFn: deleteDinerData,
    success: (result) =>
      `${result.message} ${result.ordersAnonymised} order(s) and ${result.bookingsAnonymised} booking(s) anonymised.`,
    failure: "Could not delete",
    onSuccess: () => deleteForm.reset(),
  });
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-maroon-800">Data requests</h2>
      <p className="text-stone-800">
        When a diner asks by phone or email for what we hold about them, or for it to be deleted. Everything
        done here is recorded in the audit log.
      </p>
      <Card>
        <h3 className="font-semibold text-stone-900">Export a diner's data</h3>
        <HookForm form={exportForm} onValid={(v) => runExport.mutate(v.email)} className="mt-3 space-y-3">
          <ExportField name="email" label="Diner's email" {...DINER_EMAIL} />
          <Button type="submit" disabled={runExport.isPending}>
            Download their data
          </Button>
        </HookForm>
      </Card>
      <Card>
        <h3 className="font-semibold text-stone-900">Delete a diner's data</h3>
        <p className="mt-1 text-sm text-stone-800">
          Deletes their account, points, rewards and reviews; their orders and bookings stay without name,
          phone or email. This cannot be undone.
        </p>
        <HookForm form={deleteForm} onValid={(v) => runDelete.mutate(v)} className="mt-3 space-y-3">
          <DeleteField name="email" label="Diner's email" {...DINER_EMAIL} />
          <DeleteField name="confirmEmail" label="Type the email again" {...DINER_EMAIL} />
          <Button type="submit" variant="danger" disabled={runDelete.isPending}>
            Delete their data
          </Button>
        </HookForm>
      </Card>
    </div>
  );
}
