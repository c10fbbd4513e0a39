import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { menuItems, menuPdfs } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../testing/build-test-app";

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
    const notModified = await t.app.inject({
      method: "GET",
      url: "/api/menu/download",
      headers: { "if-none-match": String(first.headers.etag) },
    });
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

  it("serves the uploaded PDF instead when staff have uploaded one", async () => {
    const uploaded = Buffer.from("%PDF-1.4\n% staff upload\n%%EOF\n");
    await t.db
      .insert(menuPdfs)
      .values({ fileName: "our-menu.pdf", byteSize: uploaded.length, data: uploaded });
    const res = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toContain("our-menu.pdf");
    expect(res.rawPayload.equals(uploaded)).toBe(true);
  });
});
