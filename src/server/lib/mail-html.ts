/**
 * The HTML part of every mail (issue 34, item 6): the plain text the templates write, set under a
 * header in the restaurant's own look: its logo and its accent colour, both read from Site content
 * when the mail is queued (decision 0043). The plain-text part stays as it was; the HTML says the
 * same words, so the two parts never disagree (SpamAssassin's MPART_ALT_DIFF) and a mail client that
 * shows either shows the whole message.
 *
 * The logo travels inside the message as an inline image (Content-ID), not as an address on the
 * site: mail clients show inline images at once, while most hold back remote ones until the reader
 * allows them, and an address would need the site to be public. It is a small PNG (WebP, which
 * uploads are kept as, is not shown by several desktop clients).
 */
import { DARK_TEXT, LIGHT_TEXT } from "@shared/site-content/accent-colour";
import type { MailMessage } from "./mail";

/** The restaurant's look as it was when the mail was queued (no colours of the product's own). */
export interface MailBrand {
  /** The restaurant's name (alt text of the logo, or the header's words); null before setup. */
  name: string | null;
  /** #rrggbb, or null: then the header is plain, with no colour. */
  accent: string | null;
  /** The text colour on the accent, from the contrast rule (shared/site-content/accent-colour). */
  onAccent: string | null;
  /** The logo's image group (an upload), or null for the name in words. */
  logoGroupId: string | null;
}

/** The inline logo's Content-ID: `cid:` + this in the HTML. */
export const LOGO_CID = "logo@restaurant";

/** Reads the logo of an image group as a small PNG; null when it is gone. */
export type LogoLoader = (groupId: string) => Promise<Buffer | null>;

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** One paragraph of plain text as HTML: its links made links, its line breaks kept. */
function paragraphHtml(text: string, linkColour: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  const inner = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeHtml(part);
      // A sentence's full stop after a link is not part of the address.
      const [, url = part, tail = ""] = /^(.*?)([.,;:)]*)$/.exec(part) ?? [];
      const href = escapeHtml(url);
      return `<a href="${href}" style="color:${linkColour}">${href}</a>${escapeHtml(tail)}`;
    })
    .join("")
    .replace(/\n/g, "<br>\n");
  return `<p style="margin:0 0 16px 0">${inner}</p>`;
}

/** The message's text as an HTML page under the restaurant's header. */
function renderMailHtml(text: string, brand: MailBrand, options: { logo: boolean }): string {
  const dark = DARK_TEXT;
  const background = brand.accent ?? "#ffffff";
  const onBackground = brand.accent ? (brand.onAccent ?? dark) : dark;
  // Links take the accent when it is readable on white (the rule gives white text on it), else the text colour.
  const linkColour = brand.accent && brand.onAccent === LIGHT_TEXT ? brand.accent : dark;
  const name = brand.name ? escapeHtml(brand.name) : "";
  const logo = options.logo
    ? `<img src="cid:${LOGO_CID}" alt="${name}" height="64" style="display:block;height:64px;max-width:240px;border:0">`
    : "";
  const heading = logo || (name ? `<span style="font-size:22px;font-weight:bold">${name}</span>` : "");
  const border = brand.accent ? "" : "border-bottom:1px solid #e7e5e4;";
  const header = heading
    ? `<tr><td style="background:${background};color:${onBackground};padding:16px 24px;${border}">${heading}</td></tr>`
    : "";
  const body = text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraphHtml(paragraph, linkColour))
    .join("\n");
  return [
    "<!DOCTYPE html>",
    `<html lang="en" xmlns="http://www.w3.org/1999/xhtml"><head>`,
    `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta http-equiv="X-UA-Compatible" content="IE=edge"><meta name="x-apple-disable-message-reformatting">`,
    `<meta name="format-detection" content="telephone=no,address=no,email=no,date=no">`,
    `<meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">`,
    `<title>${name}</title>`,
    `<style>${MAIL_CSS}</style>`,
    OUTLOOK_HEAD,
    "</head>",
    `<body style="margin:0;padding:0;background:#f5f5f4">`,
    `<table role="presentation" class="mail-page" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f5f5f4"><tr><td align="center" style="padding:16px">`,
    '<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    `<table role="presentation" class="mail" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${dark}">`,
    header,
    `<tr><td class="mail-body" style="padding:24px">${body}</td></tr>`,
    brand.accent
      ? `<tr><td style="background:${brand.accent};height:6px;font-size:0;line-height:0">&nbsp;</td></tr>`
      : "",
    "</table>",
    "<!--[if mso]></td></tr></table><![endif]-->",
    "</td></tr></table>",
    "</body></html>",
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The usual resets of mail HTML (client quirks: Outlook's table spacing and image scaling, iOS's
 * blue links, narrow screens). Part of why SpamAssassin does not read the page as an image with a
 * few words: its HTML_IMAGE_ONLY rules count the HTML's own length, and a page this complete is one.
 */
const MAIL_CSS = [
  "body,table,td,a{-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%}",
  "table,td{mso-table-lspace:0pt;mso-table-rspace:0pt;border-collapse:collapse}",
  "img{-ms-interpolation-mode:bicubic;border:0;outline:none;text-decoration:none}",
  "body{margin:0!important;padding:0!important;width:100%!important;height:100%!important}",
  "a[x-apple-data-detectors]{color:inherit!important;text-decoration:none!important;font-size:inherit!important;font-family:inherit!important;font-weight:inherit!important;line-height:inherit!important}",
  "u+#body a{color:inherit;text-decoration:none;font-size:inherit;font-family:inherit;font-weight:inherit;line-height:inherit}",
  "#MessageViewBody a{color:inherit;text-decoration:none;font-size:inherit;font-family:inherit;font-weight:inherit;line-height:inherit}",
  "p{margin:0 0 16px 0}",
  "@media screen and (max-width:620px){.mail{width:100%!important}.mail-body{padding:16px!important;font-size:16px!important}}",
  // Readers in dark mode get a dark page; the header keeps the restaurant's colour and its text.
  ":root{color-scheme:light dark;supported-color-schemes:light dark}",
  "@media (prefers-color-scheme:dark){.mail-page{background:#0c0a09!important}.mail{background:#1c1917!important}.mail-body,.mail-body p{color:#f5f5f4!important}.mail-body a{color:#f5f5f4!important;text-decoration:underline!important}}",
  "[data-ogsc] .mail-body,[data-ogsc] .mail-body p{color:#f5f5f4!important}[data-ogsb] .mail{background:#1c1917!important}",
  "@media print{body,table,td{background:#ffffff!important;color:#000000!important}}",
].join("\n");

/** Outlook on Windows draws with Word: pixel sizes, PNG allowed, and its own font fallback. */
const OUTLOOK_HEAD = [
  "<!--[if mso]>",
  "<noscript><xml><o:OfficeDocumentSettings><o:AllowPNG/><o:PixelsPerInch>96</o:PixelsPerInch></o:OfficeDocumentSettings></xml></noscript>",
  "<style>table,td,p,a,span{font-family:Arial,Helvetica,sans-serif!important}td{mso-line-height-rule:exactly}</style>",
  "<![endif]-->",
].join("\n");

/**
 * The message as it is sent: with its HTML part in the restaurant's look and the logo inline, when
 * it was queued with a brand and has no HTML of its own. The logo is read here, at delivery, so the
 * outbox keeps only its image group, not its bytes; a logo since deleted gives the name in words.
 */
export async function withBrandedHtml(message: MailMessage, loadLogo?: LogoLoader): Promise<MailMessage> {
  const { brand, ...rest } = message;
  if (!brand || message.html) return rest;
  const png = brand.logoGroupId && loadLogo ? await loadLogo(brand.logoGroupId).catch(() => null) : null;
  return {
    ...rest,
    html: renderMailHtml(message.text, brand, { logo: Boolean(png) }),
    ...(png
      ? {
          attachments: [
            ...(message.attachments ?? []),
            {
              filename: "logo.png",
              content: png.toString("base64"),
              contentType: "image/png",
              encoding: "base64" as const,
              cid: LOGO_CID,
            },
          ],
        }
      : {}),
  };
}
