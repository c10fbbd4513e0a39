/** The owner's handling of a diner's data rights (decision 0030): export one diner's data, delete it. */
import type { DataDeletionResult } from "@shared/data-rights/data-rights.schema";
import { apiRequest } from "@web/lib/api-client";
import { downloadFile } from "@web/lib/download";

/** The export as the browser saves it: the server's JSON, as a file named like the diner's own download. */
export function exportForEmail(email: string): Promise<void> {
  return downloadFile(
    "/api/admin/data-rights/export",
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email }) },
    `data-${email.replace(/[^a-z0-9]+/gi, "-")}.json`,
  );
}

export const deleteDinerData = (body: { email: string; confirmEmail: string }) =>
  apiRequest<DataDeletionResult>("POST", "/api/admin/data-rights/delete", body);
