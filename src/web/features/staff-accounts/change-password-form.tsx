import {
  ADMIN_PASSWORD_MIN_LENGTH,
  type ChangeAdminPasswordRequest,
  ChangeAdminPasswordRequestSchema,
} from "@shared/admin/admin-auth.schema";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/form-card";
import { FormField } from "@web/components/ui/form-field";
import { toast } from "@web/lib/toast";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { changeAdminPassword } from "./api/change-admin-password";

const EMPTY: ChangeAdminPasswordRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Staff change their own password; the server signs out their other sessions. */
export function ChangePasswordForm() {
  const form = useSchemaForm(ChangeAdminPasswordRequestSchema, EMPTY);
  const change = useAdminMutation({
    mutationFn: changeAdminPassword,
    // The success toast carries a second line, so it is raised here.
    success: null,
    failure: "Password not changed",
    onSuccess: () => {
      toast.success("Password changed", {
        description: "Other devices signed in as you have been signed out.",
      });
      form.reset(EMPTY);
    },
  });
  const { errors } = form.formState;

  return (
    <Card>
      <h2 className="text-xl font-bold text-maroon-800">Change password</h2>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate(values))}
      >
        <FormField label="Current password" required error={errors.currentPassword?.message}>
          <input type="password" autoComplete="current-password" {...form.register("currentPassword")} />
        </FormField>
        <FormField
          label={`New password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters)`}
          required
          error={errors.newPassword?.message}
        >
          <input type="password" autoComplete="new-password" {...form.register("newPassword")} />
        </FormField>
        <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
          <input type="password" autoComplete="new-password" {...form.register("confirmPassword")} />
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
