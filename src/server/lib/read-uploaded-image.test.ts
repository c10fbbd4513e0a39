/**
 * The one reader every photo upload goes through (a dish's, a chef's, a receipt's), on a bare app
 * with the project's own error handler, so each refusal is checked as the client receives it.
 */
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES } from "@shared/menu/menu-admin.schema";
import { registerErrorHandler } from "../plugins/error-handler";
import { buildMultipart } from "../testing/multipart";
import { readUploadedImage } from "./read-uploaded-image";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandler(app);
  // The plugin's own limit is the menu routes' PDF limit, far above a photo's: the 8 MB refusals
  // below can only come from the reader's limit, which is what keeps a dish photo to 8 MB there.
  await app.register(multipart, { limits: { files: 1, fields: 5, fileSize: MAX_PDF_BYTES } });
  // The two wordings the screens use: "the file" for a dish or a chef, "the photo" for a receipt.
  app.post("/dish", async (request, reply) => {
    const bytes = await readUploadedImage(request, "menuImage", "file");
    return reply.type("application/octet-stream").send(bytes);
  });
  app.post("/receipt", async (request, reply) => {
    const bytes = await readUploadedImage(request, "receiptImage", "photo");
    return reply.type("application/octet-stream").send(bytes);
  });
  await app.ready();
});
afterAll(() => app.close());

async function send(url: string, field: string, bytes: Buffer, fileName: string, type: string) {
  const m = await buildMultipart(field, bytes, fileName, type);
  return app.inject({ method: "POST", url, payload: m.payload, headers: m.headers });
}

const picture = () => sharp({ create: { width: 8, height: 6, channels: 3, background: "#2a7" } });

/** JPEG's start-of-image marker followed by filler: the reader checks only the opening bytes. */
function jpegOfSize(byteSize: number): Buffer {
  const bytes = Buffer.alloc(byteSize);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes;
}

describe("readUploadedImage", () => {
  it.each([
    ["PNG", "image/png", () => picture().png().toBuffer()],
    ["JPEG", "image/jpeg", () => picture().jpeg().toBuffer()],
    ["WebP", "image/webp", () => picture().webp().toBuffer()],
  ])("accepts a real %s and hands back its exact bytes", async (_kind, type, make) => {
    const image = await make();
    const res = await send("/dish", "menuImage", image, "photo", type);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(image)).toBe(true);
  });

  it.each([
    ["/dish", "menuImage", "Send the file in the 'menuImage' field"],
    ["/receipt", "receiptImage", "Send the photo in the 'receiptImage' field"],
  ])("refuses a photo sent under another field name at %s with 400", async (url, _field, message) => {
    const res = await send(url, "image", await picture().png().toBuffer(), "photo.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it("refuses a form with no file in it with the same 400", async () => {
    // A form whose only part is text: request.file() finds no file at all.
    const form = new FormData();
    form.append("menuImage", "dish.png");
    const body = new Response(form);
    const res = await app.inject({
      method: "POST",
      url: "/dish",
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { "content-type": body.headers.get("content-type") ?? "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "Send the file in the 'menuImage' field" });
  });

  it("refuses an empty file with 400", async () => {
    const res = await send("/dish", "menuImage", Buffer.alloc(0), "photo.png", "image/png");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The file is empty" });
  });

  it("accepts a photo of exactly 8 MB and refuses one byte more with 413", async () => {
    const atLimit = jpegOfSize(MAX_IMAGE_BYTES);
    const accepted = await send("/dish", "menuImage", atLimit, "big.jpg", "image/jpeg");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.rawPayload.equals(atLimit)).toBe(true);

    const over = await send("/dish", "menuImage", jpegOfSize(MAX_IMAGE_BYTES + 1), "big.jpg", "image/jpeg");
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({ message: "Image is larger than 8 MB" });
  });

  it("refuses text named photo.png and declared image/png with 415: the bytes decide", async () => {
    const res = await send("/dish", "menuImage", Buffer.from("just some words\n"), "photo.png", "image/png");
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: "Invalid file type: Please upload a JPEG, PNG or WebP image" });
  });
});
