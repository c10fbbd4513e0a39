/** A multipart/form-data body for app.inject, built by the platform's own FormData encoder. */
export async function buildMultipart(
  field: string,
  bytes: Buffer | Uint8Array,
  fileName: string,
  contentType: string,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  };
}
