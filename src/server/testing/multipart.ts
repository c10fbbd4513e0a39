import sharp from "sharp";

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

/** An upload in a table of routes: the file is made when the request is sent. */
export interface TableUpload {
  field: string;
  fileName: string;
  type: string;
  bytes: () => Promise<Buffer>;
}

/**
 * The headers and payload for one row of a route table (the access tests walk every route): its
 * upload as multipart, else its body as JSON, else nothing; with the session cookie when given.
 */
export async function tableRequest(
  route: { body?: unknown; multipart?: TableUpload },
  cookie: string | undefined,
): Promise<{ headers: Record<string, string>; payload: string | Buffer | undefined }> {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (route.multipart) {
    const { field, fileName, type, bytes } = route.multipart;
    const m = await buildMultipart(field, await bytes(), fileName, type);
    return { headers: { ...headers, ...m.headers }, payload: m.payload };
  }
  if (route.body === undefined) return { headers, payload: undefined };
  return { headers: { ...headers, "content-type": "application/json" }, payload: JSON.stringify(route.body) };
}

/** A small valid PNG and a minimal PDF: files the upload routes accept. */
export const pngBytes = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: "#a00" } })
    .png()
    .toBuffer();
export const pdfBytes = async () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
