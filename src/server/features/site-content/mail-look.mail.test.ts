/**
 * Mails carry the restaurant's look (issue 34, item 6): through real SMTP on 127.0.0.1, read by
 * mailparser as a mail client would, a mail has its plain-text part and an HTML part whose header
 * is the accent colour the owner chose and whose logo is the owner's upload, inline (Content-ID);
 * without a logo the header is the restaurant's name in words, and without a colour it is plain.
 */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildMultipart, pngBytes } from "../../testing/multipart";
import { setUpRealMailTestApp } from "../../testing/real-mail-test-app";
import { loadConfirmedDetails } from "../restaurant/restaurant.queries";

const t = setUpRealMailTestApp({ signedIn: true, env: { RESTAURANT_EMAIL: "kitchen@example.test" } });

async function uploadLogo(): Promise<string> {
  const { payload, headers } = await buildMultipart("menuImage", await pngBytes(), "logo.png", "image/png");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/admin/menu/upload-image",
    payload,
    headers: { ...headers, cookie: t.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().imageUrl;
}

async function setBrand(logoUrl: string | null, accentColour: string | null): Promise<void> {
  const res = await t.signedIn("PUT", "/api/admin/site-content/brand", { logoUrl, accentColour });
  expect(res.statusCode, res.body).toBe(200);
}

async function contactAcknowledgement(email: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { firstName: "Tom", lastName: "Hughes", email, subject: "catering", message: "Sixty in March?" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return t.mailTo(email, /Thank you for contacting/);
}

async function restaurantName(): Promise<string> {
  const details = await loadConfirmedDetails(t.db);
  if (!details) throw new Error("The test app's restaurant is confirmed");
  return details.name;
}

describe("the restaurant's look in its mails", () => {
  it("colours the header with the owner's accent and shows the uploaded logo inline", async () => {
    await setBrand(await uploadLogo(), "#1d4ed8");
    const mail = await contactAcknowledgement("logo@example.test");

    expect(mail.text).toContain("within 24 hours");
    expect(mail.html).toContain("background:#1d4ed8");
    expect(mail.html).toContain("within 24 hours");
    const logo = mail.attachments.find((a) => a.cid);
    expect(logo?.contentType).toBe("image/png");
    expect(logo?.contentDisposition).toBe("inline");
    // The owner's picture (a PNG of it, small enough for a mail), drawn where the HTML says.
    const size = await sharp(logo?.content).metadata();
    expect(size.format).toBe("png");
    expect(Math.max(size.width ?? 0, size.height ?? 0)).toBeLessThanOrEqual(128);
    expect(mail.html).toMatch(
      new RegExp(`<img src="(cid:${logo?.cid}|data:image/png;base64,)[^"]*" alt="${await restaurantName()}"`),
    );
  });

  it("without a logo the header is the name in words; without a colour it is plain", async () => {
    await setBrand(null, "#14532d");
    const named = await contactAcknowledgement("name@example.test");
    expect(named.attachments).toHaveLength(0);
    expect(named.html).not.toContain("<img");
    expect(named.html).toContain("background:#14532d");
    expect(named.html).toContain(`font-weight:bold">${await restaurantName()}</span>`);

    await setBrand(null, null);
    const plain = await contactAcknowledgement("plain@example.test");
    expect(plain.html).not.toContain("#14532d");
    expect(plain.html).not.toContain("#1d4ed8");
    expect(plain.html).toContain(await restaurantName());
    expect(plain.text).toContain("within 24 hours");
  });
});
