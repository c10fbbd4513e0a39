import { ApiError } from "./api-client";

/**
 * Fetches a file the browser must send headers or a body for (a plain link cannot), and saves it
 * under `fileName`. A non-2xx answer throws the ApiError apiRequest would.
 */
export async function downloadFile(url: string, init: RequestInit, fileName: string): Promise<void> {
  const response = await fetch(url, { credentials: "include", ...init });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText, null);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
}
