import { z } from "zod";
import {
  CreateStaffAccountSchema,
  STAFF_ROLES,
  type StaffAccountWithPassword,
} from "../../../../shared/staff-accounts/staff-account.schema";
import { Button } from "../../../components/ui/button";
import { FormCard } from "../../../components/ui/form-card";
import { InputField, SelectField } from "../../../components/ui/registered-field";
import { useAdminMutation } from "../../../lib/use-admin-mutation";
import { useSchemaForm } from "../../../lib/use-schema-form";
import { into } from "../../admin/admin-forms";
import { createStaffAccount } from "../api/create-staff-account";
import { staffAccountsQueryKey } from "../api/get-staff-accounts";

/** A blank password field means "generate one and show it to me once". */
const AddStaffAccountFormSchema = z
  .object({ username: z.string(), role: z.enum(STAFF_ROLES), password: z.string() })
  .transform(({ password, ...rest }) => ({ ...rest, password: password || undefined }))
  .transform(into(CreateStaffAccountSchema));

const EMPTY = { username: "", role: "staff" as const, password: "" };

export function AddStaffAccountForm({
  onCreated,
}: {
  onCreated: (result: StaffAccountWithPassword) => void;
}) {
  const form = useSchemaForm(AddStaffAccountFormSchema, EMPTY);
  const { handleSubmit, reset } = form;
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
    <FormCard
      label="Add a sign-in"
      className="sm:grid-cols-4 sm:items-end"
      onSubmit={handleSubmit((input) => create.mutate(input))}
    >
      <InputField form={form} name="username" label="Username" required autoComplete="off" />
      <SelectField form={form} name="role" label="Role" required>
        <option value="staff">Staff (orders, menu availability, bookings)</option>
        <option value="owner">Owner (everything)</option>
      </SelectField>
      <InputField
        form={form}
        name="password"
        label="Password"
        optional
        hint="Leave blank to generate one"
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" disabled={create.isPending}>
        Add account
      </Button>
    </FormCard>
  );
}
