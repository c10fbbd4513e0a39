import { useState } from "react";
import { BELOW_MINIMUM_WAGE_CODE } from "@shared/employees/employee.schema";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { ApiError } from "@web/lib/api-client";
import { type AdminMutationOptions, useAdminMutation } from "@web/lib/use-admin-mutation";

/**
 * An owner's save of an employee's rate (adding one, or changing one). A rate below the National
 * Living Wage comes back refused with BELOW_MINIMUM_WAGE and the server's words; `dialog` then asks
 * the owner, who keeps the rate (sent again, confirmed) or goes back to change it.
 */
export function useBelowWageSave<TData, TBody extends { confirmBelowMinimumWage?: true }>(
  options: AdminMutationOptions<TData, TBody>,
) {
  const [belowWage, setBelowWage] = useState<{ body: TBody; message: string } | null>(null);
  const save = useAdminMutation({
    ...options,
    mutationFn: async (body: TBody) => {
      try {
        return await options.mutationFn(body);
      } catch (error) {
        if (error instanceof ApiError && error.code === BELOW_MINIMUM_WAGE_CODE) {
          setBelowWage({ body, message: error.serverMessage ?? error.message });
        }
        throw error;
      }
    },
  });
  const dialog = (
    <ConfirmDialog
      open={belowWage !== null}
      onClose={() => setBelowWage(null)}
      title="Below the National Living Wage"
      description={belowWage?.message}
      cancelLabel="Change the rate"
      confirmLabel="Save this rate anyway"
      onConfirm={() => {
        if (belowWage) save.mutate({ ...belowWage.body, confirmBelowMinimumWage: true });
        setBelowWage(null);
      }}
    />
  );
  return { save, dialog };
}
