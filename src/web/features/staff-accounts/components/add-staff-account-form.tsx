import { z } from "zod";
import { ADMIN_PASSWORD_MIN_LENGTH } from "@shared/admin/admin-auth.schema";
import {
  CreateStaffAccountSchema,
  STAFF_ROLES,
  type StaffAccountWithPassword,
  type StaffRole,
} from "@shared/staff-accounts/staff-account.schema";
import { Button } from "@web/components/ui/button";
import { FormCard } from "@web/components/ui/form-card";
import { InputField, SelectField } from "@web/components/ui/form-field";
import { into } from "@web/lib/form-schema";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { useSchemaForm } from "@web/lib/use-schema-form";
import { createStaffAccount } from "../api/create-staff-account";
import { staffAccountsQueryKey } from "../api/get-staff-accounts";

/** A blank password field means "generate one and show it to me once". */
const AddStaffAccountFormSchema = z
  .object({ username: z.string(), role: z.enum(STAFF_ROLES), password: z.string() })
  .transform(({ password, ...rest }) => ({ ...rest, password: password || undefined }))
  .transform(into(CreateStaffAccountSchema));

const EMPTY = { username: "", role: "staff" as const, password: "" };

type AddStaffAccountFormValues = z.input<typeof AddStaffAccountFormSchema>;
const Field = InputField<AddStaffAccountFormValues>;
const Select = SelectField<AddStaffAccountFormValues>;

/** Staff first: the form starts on it. */
const ROLES = ["staff", "owner"] as const satisfies readonly StaffRole[];
const ROLE_LABELS: Record<StaffRole, string> = {
  staff: "Staff (orders, menu availability, bookings)",
  owner: "Owner (everything)",
};

export function AddStaffAccountForm({
  onCreated,
}: {
  onCreated: (result: StaffAccountWithPassword) => void;
}) {
  const form = useSchemaForm(AddStaffAccountFormSchema, EMPTY);
  const { reset } = form;
  const create = useAdminMutation({
    mutationFn: createStaffAccount,
    success: (r) => `Account ${r.account.username} added`,
    failure: "Account not added",
    invalidate: [staffAccountsQueryKey],
    onSuccess: (result) => {
      reset(EMPTY);
      onCreated(result);
    },
  });
  return (
    <FormCard label="Add a sign-in" className="sm:grid-cols-4 sm:items-end" form={form} save={create}>
      <Field name="username" label="Username" required autoComplete="off" />
      <Select name="role" label="Role" required values={ROLES} labels={ROLE_LABELS} />
      <Field
        name="password"
        label="Password"
        optional
        hint={`At least ${ADMIN_PASSWORD_MIN_LENGTH} characters; leave blank to generate one`}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={create.isPending}>
        Add account
      </Button>
    </FormCard>
  );
}
