/** Renders a receipt photo for tests: black text on white, drawn by sharp from an SVG. */
import sharp from "sharp";

export const TEST_RECEIPT_LINES = [
  "FRESH FOODS WHOLESALE LTD",
  "Date: 17/11/2026",
  "Basmati rice 10kg   24.00",
  "Onions 25kg   12.50",
  "Subtotal   36.50",
  "VAT 20%   7.30",
  "TOTAL   43.80",
];

export async function renderReceiptImage(lines: string[] = TEST_RECEIPT_LINES): Promise<Buffer> {
  const escapeXml = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${70 + i * 50}" font-family="DejaVu Sans Mono, monospace" font-size="30">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="${100 + lines.length * 50}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}
