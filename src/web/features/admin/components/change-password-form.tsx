import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import {
  ADMIN_PASSWORD_MIN_LENGTH,
  type ChangeAdminPasswordRequest,
  ChangeAdminPasswordRequestSchema,
} from "../../../../shared/admin/admin-auth.schema";
import { Button } from "../../../components/ui/button";
import { FormField, inputClass } from "../../../components/ui/form-field";
import { changeAdminPassword } from "../api/change-admin-password";
import { Card, describeError } from "./admin-ui";

const EMPTY: ChangeAdminPasswordRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Staff change their own password; the server signs out their other sessions. */
export function ChangePasswordForm() {
  const form = useForm<ChangeAdminPasswordRequest>({
    resolver: zodResolver(ChangeAdminPasswordRequestSchema),
    defaultValues: EMPTY,
  });
  const change = useMutation({
    mutationFn: changeAdminPassword,
    onSuccess: () => {
      toast.success("Password changed", {
        description: "Other devices signed in as you have been signed out.",
      });
      form.reset(EMPTY);
    },
    onError: (error) => toast.error("Password not changed", { description: describeError(error) }),
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
          <input
            className={inputClass}
            type="password"
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
        </FormField>
        <FormField
          label={`New password (at least ${ADMIN_PASSWORD_MIN_LENGTH} characters)`}
          required
          error={errors.newPassword?.message}
        >
          <input
            className={inputClass}
            type="password"
            autoComplete="new-password"
            {...form.register("newPassword")}
          />
        </FormField>
        <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
          <input
            className={inputClass}
            type="password"
            autoComplete="new-password"
            {...form.register("confirmPassword")}
          />
        </FormField>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? "Changing..." : "Change password"}
        </Button>
      </form>
    </Card>
  );
}
