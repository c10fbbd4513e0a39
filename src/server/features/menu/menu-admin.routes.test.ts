import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { injectAs } from "@server/testing/inject-as";
import { MAX_IMAGE_BYTES, MENU_PDF_TOO_LARGE } from "@shared/menu/menu-admin.schema";
import { images, menuPdfs, storedFiles } from "../../db/schema";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildMultipart, pngBytes } from "../../testing/multipart";
import { setUpTestApp } from "../../testing/set-up-test-app";

// Tuesday 24 November 2026, 12:00 London.
const t = setUpTestApp({ signedIn: true });

async function upload(url: string, field: string, bytes: Buffer, name: string, type: string) {
  const m = await buildMultipart(field, bytes, name, type);
  return t.app.inject({
    method: "POST",
    url,
    payload: m.payload,
    headers: { ...m.headers, cookie: t.cookie },
  });
}

/** A dish photo sent as the admin's image upload form sends it. */
function uploadDishImage(bytes: Buffer, name: string, type = "image/jpeg") {
  return upload("/api/admin/menu/upload-image", "menuImage", bytes, name, type);
}

/** A file sent as the admin's menu PDF form sends it. */
function uploadMenuPdf(bytes: Buffer) {
  return upload("/api/admin/menu/upload", "menuPdf", bytes, "menu.pdf", "application/pdf");
}

async function menuCount() {
  return ((await t.app.inject({ method: "GET", url: "/api/menu" })).json() as unknown[]).length;
}

describe("menu editing", () => {
  it("creates, edits and deletes a dish, and the public menu shows each change", async () => {
    const before = await menuCount();
    const created = await t.signedIn("POST", "/api/admin/menu", {
      name: "Mirchi ka Salan",
      description: "Chillies in peanut gravy",
      price: "£8.50",
      category: "curries",
      isVegetarian: true,
      isSpicy: true,
      allergens: ["peanuts", "sesame"],
    });
    expect(created.statusCode).toBe(201);
    const dish = created.json();
    expect(dish).toMatchObject({ price: "£8.50", pricePence: 850, allergens: ["peanuts", "sesame"] });
    expect(await menuCount()).toBe(before + 1);

    const edited = await t.signedIn("PUT", `/api/admin/menu/${dish.id}`, { price: "9", isAvailable: false });
    expect(edited.json()).toMatchObject({
      pricePence: 900,
      isAvailable: false,
      isSoldOut: true,
      // Fields not sent are kept.
      description: "Chillies in peanut gravy",
      allergens: ["peanuts", "sesame"],
      isSpicy: true,
    });

    const deleted = await t.signedIn("DELETE", `/api/admin/menu/${dish.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await menuCount()).toBe(before);
    const again = await t.signedIn("DELETE", `/api/admin/menu/${dish.id}`);
    expect(again.statusCode).toBe(404);
  });

  it("refuses a bad price or category with 400 and stores nothing", async () => {
    const before = await menuCount();
    for (const payload of [
      { name: "X", price: "free", category: "curries" },
      { name: "X", price: "5", category: "pizza" },
      { name: "", price: "5", category: "curries" },
    ]) {
      const res = await t.signedIn("POST", "/api/admin/menu", payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await menuCount()).toBe(before);
  });

  it("'sold out today' lasts until the next opening day, then the dish is back by itself", async () => {
    const res = await t.signedIn("PUT", "/api/admin/menu/1", { soldOutToday: true });
    expect(res.json()).toMatchObject({ soldOutUntil: "2026-11-25", isSoldOut: true, isAvailable: true });
    // The write's rebuild of the menu runs after its answer, at the time it began: let it finish
    // before the test's clock jumps a day.
    await new Promise((resolve) => setImmediate(resolve));
    await t.app.publicCache.settled();
    t.clock.set("2026-11-25T11:30:00Z");
    const menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json() as {
      id: number;
      isSoldOut: boolean;
    }[];
    expect(menu.find((d) => d.id === 1)?.isSoldOut).toBe(false);
    t.clock.set("2026-11-24T12:00:00Z");
  });

  it("'sold out today' on a Sunday lasts past the closed Monday", async () => {
    t.clock.set("2026-11-29T13:00:00Z");
    const cookie = await signInTestAdmin(t.app, t.db);
    const res = await injectAs(t.app, cookie, "PUT", "/api/admin/menu/2", { soldOutToday: true });
    expect(res.json().soldOutUntil).toBe("2026-12-01");
    const cleared = await injectAs(t.app, cookie, "PUT", "/api/admin/menu/2", { soldOutToday: false });
    expect(cleared.json()).toMatchObject({ soldOutUntil: null, isSoldOut: false });
    t.clock.set("2026-11-24T12:00:00Z");
  });

  it("reorders dishes", async () => {
    const res = await t.signedIn("PUT", "/api/admin/menu/reorder", { ids: [3, 1, 2] });
    expect(res.statusCode).toBe(200);
    const menu = (await t.app.inject({ method: "GET", url: "/api/menu" })).json() as { id: number }[];
    expect(menu.slice(0, 3).map((d) => d.id)).toEqual([3, 1, 2]);
  });
});

describe("image upload", () => {
  it("re-encodes a PNG to WebP at three widths, served with long cache headers", async () => {
    const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c60" } })
      .png()
      .toBuffer();
    const res = await uploadDishImage(png, "dish.png", "image/png");
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.imageMimeType).toBe("image/webp");
    expect(body.imageUrl).toMatch(/^\/api\/images\/[\w-]+\/1200\.webp$/);
    expect(body.srcset).toContain("400w");
    for (const { width, url } of body.sizes as { width: number; url: string }[]) {
      const img = await t.app.inject({ method: "GET", url });
      expect(img.statusCode).toBe(200);
      expect(img.headers["content-type"]).toBe("image/webp");
      expect(img.headers["cache-control"]).toContain("max-age=31536000");
      const meta = await sharp(img.rawPayload).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
    }
  });

  it("refuses a text file renamed to .jpg with 415", async () => {
    const res = await uploadDishImage(Buffer.from("not really a picture"), "dish.jpg");
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain("Invalid file type");
  });

  it("refuses an image over 8 MB with 413", async () => {
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    const res = await uploadDishImage(big, "big.jpg");
    expect(res.statusCode).toBe(413);
  });

  it("refuses a truncated JPEG with 400, not a 500", async () => {
    const res = await uploadDishImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), "bad.jpg");
    expect(res.statusCode).toBe(400);
  });
});

describe("dish photo refusals", () => {
  /** What the photo tables hold: a refusal must leave no image row or stored file behind. */
  async function photoTables() {
    return { images: await t.db.select().from(images), files: await t.db.select().from(storedFiles) };
  }

  it.each([
    [
      "a photo under another field name",
      400,
      "Send the file in the 'menuImage' field",
      async () => upload("/api/admin/menu/upload-image", "image", await pngBytes(), "dish.png", "image/png"),
    ],
    [
      "a JPEG one byte over 8 MB",
      413,
      "Image is larger than 8 MB",
      () => {
        const big = Buffer.alloc(MAX_IMAGE_BYTES + 1);
        big.set([0xff, 0xd8, 0xff, 0xe0]);
        return uploadDishImage(big, "big.jpg");
      },
    ],
    [
      "text named dish.png and declared image/png",
      415,
      "Invalid file type: Please upload a JPEG, PNG or WebP image",
      () => uploadDishImage(Buffer.from("a menu, not a photo"), "dish.png", "image/png"),
    ],
  ])("refuses %s with %i and stores nothing", async (_what, status, message, send) => {
    // A photo already stored, so that "nothing new" is checked against tables that are not empty.
    expect((await uploadDishImage(await pngBytes(), "dish.png", "image/png")).statusCode).toBe(201);
    const before = await photoTables();
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await photoTables()).toEqual(before);
  });
});

describe("menu PDF upload", () => {
  it("stores a real PDF", async () => {
    const pdf = Buffer.from("%PDF-1.4\n%%EOF\n");
    const res = await uploadMenuPdf(pdf);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, message: "Menu PDF uploaded successfully!" });
  });

  it("refuses a non-PDF renamed to .pdf", async () => {
    const res = await uploadMenuPdf(Buffer.from("<html>not a pdf</html>"));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Invalid file type: Please select a PDF file");
  });

  it("refuses a PDF over 20 MB with 413 and keeps nothing of it", async () => {
    const files = await t.db.select().from(storedFiles);
    const pdfs = await t.db.select().from(menuPdfs);
    const big = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(20 * 1024 * 1024 + 1)]);
    const res = await uploadMenuPdf(big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(MENU_PDF_TOO_LARGE);
    expect(await t.db.select().from(storedFiles)).toEqual(files);
    expect(await t.db.select().from(menuPdfs)).toEqual(pdfs);
  });

  it("refuses the wrong field name with 400", async () => {
    const res = await upload(
      "/api/admin/menu/upload",
      "file",
      Buffer.from("%PDF-1.4"),
      "m.pdf",
      "application/pdf",
    );
    expect(res.statusCode).toBe(400);
  });
});
