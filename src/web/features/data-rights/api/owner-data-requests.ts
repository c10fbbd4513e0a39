/** The owner's handling of a diner's data rights (decision 0030): export one diner's data, delete it. */
import type { DataDeletionResult } from "@shared/data-rights/data-rights.schema";
import { ApiError, apiRequest } from "@web/lib/api-client";

/** The export as the browser saves it: the server's JSON, as a file named like the diner's own download. */
export async function exportForEmail(email: string): Promise<void> {
  const response = await fetch("/api/admin/data-rights/export", {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, null);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `data-${email.replace(/[^a-z0-9]+/gi, "-")}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export const deleteDinerData = (body: { email: string; confirmEmail: string }) =>
  apiRequest<DataDeletionResult>("POST", "/api/admin/data-rights/delete", body);
