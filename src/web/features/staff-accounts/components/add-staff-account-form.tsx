import { z } from "zod";
import {
  CreateStaffAccountSchema,
  STAFF_ROLES,
  type StaffAccountWithPassword,
} from "../../../../shared/staff-accounts/staff-account.schema";
import { Button } from "../../../components/ui/button";
import { FormField } from "../../../components/ui/form-field";
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
  const { register, handleSubmit, formState, reset } = useSchemaForm(AddStaffAccountFormSchema, EMPTY);
  const errors = formState.errors;
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
    <form
      className="grid gap-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-4 sm:items-end"
      noValidate
      aria-label="Add a sign-in"
      onSubmit={handleSubmit((input) => create.mutate(input))}
    >
      <FormField label="Username" required error={errors.username?.message}>
        <input autoComplete="off" {...register("username")} />
      </FormField>
      <FormField label="Role" required error={errors.role?.message}>
        <select {...register("role")}>
          <option value="staff">Staff (orders, menu availability, bookings)</option>
          <option value="owner">Owner (everything)</option>
        </select>
      </FormField>
      <FormField
        label="Password"
        optional
        hint="Leave blank to generate one"
        error={errors.password?.message}
      >
        <input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <Button type="submit" disabled={create.isPending}>
        Add account
      </Button>
    </form>
  );
}
