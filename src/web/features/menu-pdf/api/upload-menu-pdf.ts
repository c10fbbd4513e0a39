/**
 * The PDF goes up with XMLHttpRequest-free fetch; the spec's failure text uses the response's
 * status text ('Upload failed: {status text}'), so this returns the raw Response.
 */
export function uploadMenuPdf(file: File): Promise<Response> {
  const form = new FormData();
  form.append("menuPdf", file);
  return fetch("/api/admin/menu/upload", { method: "POST", body: form, credentials: "include" });
}
