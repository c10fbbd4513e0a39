import { describe, expect, it } from "vitest";
import type { SiteContent, SiteWords } from "@shared/site-content/site-content.schema";
import { signInNewStaff } from "../../testing/admin-session";
import { buildMultipart, pngBytes } from "../../testing/multipart";
import { setUpTestApp } from "../../testing/set-up-test-app";
import { SAMPLE_GALLERY, SAMPLE_WORDS } from "./site-content.sample";
import { clearSampleSiteContent } from "./site-content.service";

const t = setUpTestApp({ signedIn: true });

const read = async () =>
  (await t.app.inject({ method: "GET", url: "/api/site-content" })).json() as SiteContent;
const words = async (): Promise<SiteWords> => {
  const { gallery: _g, brand: _b, ...rest } = await read();
  return rest;
};

async function uploadPhoto(): Promise<string> {
  const { payload, headers } = await buildMultipart("menuImage", await pngBytes(), "room.png", "image/png");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/menu/upload-image",
    payload,
    headers: { ...headers, cookie: t.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().imageUrl;
}

describe("site content", () => {
  it("starts with the sample restaurant's words, featured cards and gallery (the demo seed)", async () => {
    const content = await read();
    expect(content.story).toEqual(SAMPLE_WORDS.story);
    expect(content.catering.figures).toEqual(SAMPLE_WORDS.catering.figures);
    expect(content.featured.map((f) => f.kind)).toEqual(["dish", "category", "category"]);
    expect(content.gallery.map((p) => p.alt)).toEqual(SAMPLE_GALLERY.map((p) => p.alt));
    expect(content.brand).toEqual({ logoUrl: null, accentColour: null, textOnAccent: null });
  });

  it("saves the story and the public read (and the home page) show it at once", async () => {
    await t.app.inject({ method: "GET", url: "/api/site-content" }); // warm the public cache
    const next = {
      ...(await words()),
      story: { title: "How we began", text: "One.\n\nTwo.", quote: "", quoteBy: "" },
    };
    const saved = await t.signedIn("PUT", "/api/admin/site-content/words", next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).story.title).toBe("How we began");
    const log = await t.signedIn("GET", "/api/admin/audit-log?limit=5");
    expect(log.body).toContain("the site's words");
  });

  it("keeps a section empty and hides nothing else; a featured dish must be on the menu", async () => {
    const next = { ...(await words()), catering: { title: "", intro: "", services: [], figures: [] } };
    expect((await t.signedIn("PUT", "/api/admin/site-content/words", next)).statusCode).toBe(200);
    expect((await read()).catering.services).toEqual([]);
    const bad = { ...next, featured: [{ kind: "dish", menuItemId: 999_999 }] };
    const refused = await t.signedIn("PUT", "/api/admin/site-content/words", bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe("Featured dish 1 is not on the menu");
    const badFigure = { ...next, catering: { ...next.catering, figures: [{ value: "", label: "Events" }] } };
    expect((await t.signedIn("PUT", "/api/admin/site-content/words", badFigure)).statusCode).toBe(400);
  });

  it("adds an uploaded gallery photo with its alt text, reorders, edits and removes it", async () => {
    const imageUrl = await uploadPhoto();
    const added = await t.signedIn("POST", "/api/admin/site-content/gallery", {
      imageUrl,
      alt: "The dining room",
    });
    expect(added.statusCode, added.body).toBe(201);
    const photo = added.json();
    let gallery = (await read()).gallery;
    expect(gallery.at(-1)).toMatchObject({ imageUrl, alt: "The dining room" });
    const ids = [photo.id, ...gallery.filter((p) => p.id !== photo.id).map((p) => p.id)];
    const reordered = await t.signedIn("PUT", "/api/admin/site-content/gallery/order", { ids });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((await read()).gallery[0]?.id).toBe(photo.id);
    expect(
      (await t.signedIn("PUT", "/api/admin/site-content/gallery/order", { ids: ids.slice(1) })).statusCode,
    ).toBe(400);
    await t.signedIn("PUT", `/api/admin/site-content/gallery/${photo.id}`, { alt: "Our room" });
    expect((await read()).gallery[0]?.alt).toBe("Our room");
    expect((await t.signedIn("DELETE", `/api/admin/site-content/gallery/${photo.id}`)).statusCode).toBe(200);
    gallery = (await read()).gallery;
    expect(gallery.some((p) => p.id === photo.id)).toBe(false);
  });

  it("refuses a photo from elsewhere and one without alt text", async () => {
    for (const body of [
      { imageUrl: "https://example.com/x.jpg", alt: "x" },
      { imageUrl: "javascript:alert(1)", alt: "x" },
      { imageUrl: await uploadPhoto(), alt: "" },
    ]) {
      expect((await t.signedIn("POST", "/api/admin/site-content/gallery", body)).statusCode).toBe(400);
    }
  });

  it("sets a logo and an accent colour; the favicon follows the logo", async () => {
    const logoUrl = await uploadPhoto();
    const res = await t.signedIn("PUT", "/api/admin/site-content/brand", {
      logoUrl,
      accentColour: "#1D4ED8",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ logoUrl, accentColour: "#1d4ed8", textOnAccent: "#ffffff" });
    const brand = (await t.app.inject({ method: "GET", url: "/api/site-content/brand" })).json();
    expect(brand.accentColour).toBe("#1d4ed8");
    const icon = await t.app.inject({ method: "GET", url: "/api/site-content/favicon" });
    expect(icon.statusCode).toBe(302);
    expect(icon.headers.location).toBe(logoUrl.replace(/\d+\.webp$/, "400.webp"));
    // A pale accent carries the dark text.
    const pale = await t.signedIn("PUT", "/api/admin/site-content/brand", {
      logoUrl,
      accentColour: "#fbbf24",
    });
    expect(pale.json().textOnAccent).toBe("#1c1917");
  });

  it("the generated menu PDF changes with the logo and colour", async () => {
    await t.signedIn("PUT", "/api/admin/site-content/brand", { logoUrl: null, accentColour: null });
    const before = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(before.statusCode).toBe(200);
    const logoUrl = await uploadPhoto();
    await t.signedIn("PUT", "/api/admin/site-content/brand", { logoUrl, accentColour: "#14532d" });
    const after = await t.app.inject({ method: "GET", url: "/api/menu/download" });
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // The logo is drawn: an image XObject the PDF without it lacks.
    expect(after.rawPayload.includes("/Subtype /Image")).toBe(true);
    expect(before.rawPayload.includes("/Subtype /Image")).toBe(false);
  });

  it("refuses an accent colour that fails WCAG AA against both texts, with a clear message", async () => {
    const before = (await read()).brand;
    const res = await t.signedIn("PUT", "/api/admin/site-content/brand", {
      logoUrl: null,
      accentColour: "#808080",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/too hard to read text on.*WCAG AA.*4\.5:1/);
    expect((await read()).brand).toEqual(before);
    const notColour = await t.signedIn("PUT", "/api/admin/site-content/brand", {
      logoUrl: null,
      accentColour: "blue",
    });
    expect(notColour.statusCode).toBe(400);
  });

  it("is the owner's: signed out 401, staff 403", async () => {
    const body = await words();
    const out = await t.app.inject({ method: "PUT", url: "/api/admin/site-content/words", payload: body });
    expect(out.statusCode).toBe(401);
    const staff = await signInNewStaff(t.app, t.cookie, {
      username: "content-staff",
      password: "a long staff password 1",
    });
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/admin/site-content/words",
      payload: body,
      headers: { cookie: staff },
    });
    expect(res.statusCode).toBe(403);
  });

  it("clears to empty in one step: every section hidden, the owner's logo and colour kept", async () => {
    const { brand } = await read();
    await t.db.transaction((tx) => clearSampleSiteContent(tx));
    await t.app.publicCache.invalidate(["site-content"]);
    const content = await read();
    expect(content.story).toEqual({ title: "", text: "", quote: "", quoteBy: "" });
    expect(content.featured).toEqual([]);
    expect(content.gallery).toEqual([]);
    expect(content.brand).toEqual(brand);
  });
});
