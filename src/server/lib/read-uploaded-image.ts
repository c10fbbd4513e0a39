import type { FastifyRequest } from "fastify";
import { MAX_IMAGE_BYTES } from "@shared/menu/menu-admin.schema";
import { HttpError } from "./http-error";
import { detectImageKind } from "./uploads";

/**
 * The photo a multipart request sends in `field`, read whole (a photo is at most 8 MB) and checked
 * by its content as every photo upload is: 400 when it is missing or empty, 413 when it is too
 * large, 415 when it is not a JPEG, PNG or WebP. `noun` words the missing-field answer as each
 * screen has always said it ("the photo" for a receipt, "the file" for a dish or a chef).
 */
export async function readUploadedImage(
  request: FastifyRequest,
  field: string,
  noun: "file" | "photo",
): Promise<Buffer> {
  const file = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES } });
  if (file?.fieldname !== field) throw new HttpError(400, `Send the ${noun} in the '${field}' field`);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(413, "Image is larger than 8 MB");
    }
    throw error;
  }
  if (bytes.length === 0) throw new HttpError(400, "The file is empty");
  if (!detectImageKind(bytes)) {
    throw new HttpError(415, "Invalid file type: Please upload a JPEG, PNG or WebP image");
  }
  return bytes;
}
