import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { menuItems, menuPdfs, storedFiles } from "../../db/schema";
import { moveFilesOutOfTables, readWhole, storeBytes } from "../../lib/file-store";
import { signInTestAdmin } from "../../testing/admin-session";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";
import { buildMultipart } from "../../testing/multipart";
import { revalidate } from "../../testing/revalidate";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

function countPages(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

describe("GET /api/menu/download", () => {
  it("generates a valid menu PDF from the database when none is uploaded", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    const pages = countPages(pdf);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(pdf.toString("latin1")).toMatch(new RegExp(`/Count ${pages}\\b`));
    expect(pdf.toString("latin1")).toContain("Hyderabad House - Menu");
  });

  it("is cached until the menu changes, then rebuilt", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    const again = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(again.headers.etag).toBe(first.headers.etag);
    const notModified = await revalidate(t.app, "/api/menu/download", first.headers.etag);
    expect(notModified.statusCode).toBe(304);

    const [dish] = await t.db.select().from(menuItems).limit(1);
    await t.db
      .update(menuItems)
      .set({ pricePence: 1234 })
      .where(eq(menuItems.id, dish?.id ?? 0));
    const changed = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("serves the uploaded PDF instead when staff have uploaded one, answering revalidations from its metadata", async () => {
    const uploaded = Buffer.from("%PDF-1.4\n% staff upload\n%%EOF\n");
    const file = await storeBytes(t.db, t.app.deps.files, uploaded, "application/pdf");
    await t.db
      .insert(menuPdfs)
      // Stamped by the app's clock, as an upload is: the database's own now() is the real time,
      // which would outrank every later upload made on the test clock.
      .values({
        fileName: "our-menu.pdf",
        byteSize: uploaded.length,
        fileId: file.id,
        uploadedAt: t.clock.now(),
      });
    const res = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("our-menu.pdf");
    expect(Number(res.headers["content-length"])).toBe(uploaded.length);
    expect(res.rawPayload.equals(uploaded)).toBe(true);
    expect(res.headers.etag).toBe(`"${createHash("sha256").update(uploaded).digest("hex").slice(0, 40)}"`);

    // A current copy is answered without opening the file.
    const open = vi.spyOn(t.app.deps.files, "open");
    try {
      const byTag = await revalidate(t.app, "/api/menu/download", res.headers.etag);
      expect(byTag.statusCode).toBe(304);
      const byDate = await t.app.inject({
        method: "GET",
        url: "/api/menu/download",
        headers: { "if-modified-since": String(res.headers["last-modified"]) },
      });
      expect(byDate.statusCode).toBe(304);
      expect(open).not.toHaveBeenCalled();
      const stale = await revalidate(t.app, "/api/menu/download", '"something-older"');
      expect(stale.statusCode).toBe(200);
      expect(open).toHaveBeenCalledTimes(1);
    } finally {
      open.mockRestore();
    }
  });
});

describe("uploaded names in the download header (RFC 6266)", () => {
  async function uploadPdf(fileName: string) {
    const cookie = await signInTestAdmin(t.app, t.db);
    const form = await buildMultipart(
      "menuPdf",
      Buffer.from("%PDF-1.4\n%%EOF\n"),
      fileName,
      "application/pdf",
    );
    return t.app.inject({
      method: "POST",
      url: "/api/admin/menu/upload",
      headers: { cookie, ...form.headers },
      payload: form.payload,
    });
  }

  it.each([
    ["Menu €.pdf", "inline; filename=\"Menu _.pdf\"; filename*=UTF-8''Menu%20%E2%82%AC.pdf"],
    [
      "メニュー.pdf",
      "inline; filename=\"menu.pdf\"; filename*=UTF-8''%E3%83%A1%E3%83%8B%E3%83%A5%E3%83%BC.pdf",
    ],
    [
      "Café (winter)'s menu.pdf",
      "inline; filename=\"Cafe (winter)s menu.pdf\"; filename*=UTF-8''Caf%C3%A9%20%28winter%29s%20menu.pdf",
    ],
  ])("uploads %s, then every visitor downloads it", async (fileName, disposition) => {
    const uploaded = await uploadPdf(fileName);
    expect(uploaded.statusCode).toBe(201);
    const res = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(disposition);
  });

  it("keeps only the newest upload: the one it replaces is deleted, row and bytes", async () => {
    await uploadPdf("first.pdf");
    const [first] = await t.db.select().from(menuPdfs);
    expect(first?.fileId).toBeTruthy();
    await uploadPdf("second.pdf");
    const rows = await t.db.select().from(menuPdfs);
    expect(rows.map((r) => r.fileName)).toEqual(["second.pdf"]);
    expect(
      await t.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, first?.fileId ?? "")),
    ).toEqual([]);
    await expect(readWhole(t.app.deps.files, first?.fileId ?? "")).rejects.toThrow();
  });

  it("cleans names at upload: the path and quotes go, the letters stay", async () => {
    const res = await uploadPdf("../../etc/Ramadan 'iftar' menü.pdf");
    expect(res.statusCode).toBe(201);
    expect(res.json().fileName).toBe("Ramadan iftar menü.pdf");
  });

  it("still serves a PDF kept in the table before files left it, with a name stored before uploads were cleaned", async () => {
    const pdf = Buffer.from("%PDF-1.4\n% old upload\n%%EOF\n");
    await t.db.insert(menuPdfs).values({
      fileName: 'Old "menu"\r\n€.pdf',
      byteSize: pdf.length,
      data: pdf,
      uploadedAt: new Date("2027-01-01T00:00:00Z"),
    });
    // The start-up step moves the bytes to the file store, and deletes the PDFs it superseded.
    const moved = await moveFilesOutOfTables(t.db, t.app.deps.files);
    expect(moved.menuPdfs).toBe(1);
    expect(moved.supersededPdfs).toBeGreaterThan(0);
    const rows = await t.db.select().from(menuPdfs);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toBeNull();
    const res = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect(res.headers["content-disposition"]).toBe(
      "inline; filename=\"Old menu_.pdf\"; filename*=UTF-8''Old%20menu%E2%82%AC.pdf",
    );
  });
});
