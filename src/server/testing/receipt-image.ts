/**
 * Renders receipt photos for tests: black text on white, drawn by sharp from an SVG, and the same
 * receipt spoilt as real photos are (turned, faded, photographed: tilted, blurred, grainy, tinted,
 * saved as a poor JPEG), so the OCR test measures the reader on what owners actually upload.
 */
import sharp from "sharp";

const TEST_RECEIPT_LINES = [
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
  const longest = Math.max(24, ...lines.map((l) => l.length));
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${70 + i * 50}" font-family="DejaVu Sans Mono, monospace" font-size="30" xml:space="preserve">${escapeXml(line)}</text>`,
    )
    .join("");
  // 18 px a character of 30 px DejaVu Sans Mono, and a margin each side.
  const width = Math.max(800, 80 + longest * 19);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${100 + lines.length * 50}"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** One line of a test receipt: what was bought, as the receipt prints it. */
interface TestReceiptLine {
  description: string;
  quantity: number;
  unitPricePence: number;
  /** The VAT code printed at the end of the line and in the summary (A = 20%, Z = zero-rated). */
  code: "A" | "Z";
}

/** A test receipt: its facts, and the text lines that print them. */
export interface TestReceipt {
  vendor: string;
  /** YYYY-MM-DD */
  date: string;
  lines: TestReceiptLine[];
  totalPence: number;
  vatPence: number;
  text: string[];
}

const RATES = { A: 20, Z: 0 } as const;

const pounds = (pence: number) => `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, "0")}`;
const pad = (left: string, right: string, width = 40) =>
  `${left}${" ".repeat(Math.max(2, width - left.length - right.length))}${right}`;

/**
 * A UK wholesaler's receipt: line prices net of VAT, a VAT summary with one row for each rate
 * (rate, net, VAT, gross) or "VAT @ 20%" lines, "Total VAT" and the total to pay.
 */
function buildTestReceipt(options: {
  vendor: string;
  address: string;
  date: string;
  lines: TestReceiptLine[];
  summary: "table" | "at-rate";
}): TestReceipt {
  const [year, month, day] = options.date.split("-");
  const text = [
    options.vendor,
    options.address,
    "VAT Reg No GB 123 4567 89",
    `Date: ${day}/${month}/${year}`,
    "",
  ];
  const netByCode = new Map<"A" | "Z", number>();
  for (const line of options.lines) {
    const total = line.quantity * line.unitPricePence;
    netByCode.set(line.code, (netByCode.get(line.code) ?? 0) + total);
    const left =
      line.quantity === 1
        ? line.description
        : `${line.quantity} x ${line.description} @ ${pounds(line.unitPricePence)}`;
    text.push(pad(left, `${pounds(total)} ${line.code}`));
  }
  const rows = [...netByCode.entries()]
    .sort(([a], [b]) => RATES[b] - RATES[a])
    .map(([code, net]) => ({ code, rate: RATES[code], net, vat: Math.round((net * RATES[code]) / 100) }));
  const net = rows.reduce((sum, r) => sum + r.net, 0);
  const vat = rows.reduce((sum, r) => sum + r.vat, 0);
  text.push("", pad("Subtotal", pounds(net)));
  if (options.summary === "table") {
    text.push("", "VAT SUMMARY", "Rate      Net      VAT    Gross");
    for (const r of rows) {
      const cells = [`${r.code} ${r.rate}%`, pounds(r.net), pounds(r.vat), pounds(r.net + r.vat)];
      text.push(cells.map((c, i) => (i === 0 ? c.padEnd(7) : c.padStart(9))).join(""));
    }
  } else {
    for (const r of rows) text.push(pad(`VAT @ ${r.rate}% on ${pounds(r.net)}`, pounds(r.vat)));
  }
  text.push(pad("Total VAT", pounds(vat)), pad("TOTAL", pounds(net + vat)), "", "Thank you");
  return {
    vendor: options.vendor,
    date: options.date,
    lines: options.lines,
    totalPence: net + vat,
    vatPence: vat,
    text,
  };
}

/** The three receipts of the OCR test set. */
export const TEST_RECEIPTS: TestReceipt[] = [
  buildTestReceipt({
    vendor: "BOOKER WHOLESALE",
    address: "Unit 4 Trafford Park",
    date: "2026-11-17",
    summary: "table",
    lines: [
      { description: "Basmati Rice 10kg", quantity: 2, unitPricePence: 1_850, code: "Z" },
      { description: "Red Onions 25kg", quantity: 1, unitPricePence: 1_250, code: "Z" },
      { description: "Sunflower Oil 20L", quantity: 1, unitPricePence: 2_899, code: "Z" },
      { description: "Coca Cola 24 x 330ml", quantity: 3, unitPricePence: 1_099, code: "A" },
      { description: "Blue Roll 6 pack", quantity: 2, unitPricePence: 875, code: "A" },
    ],
  }),
  buildTestReceipt({
    vendor: "COSTCO WHOLESALE UK",
    address: "Manchester Warehouse",
    date: "2026-11-20",
    summary: "at-rate",
    lines: [
      { description: "Chicken Thighs 5kg", quantity: 3, unitPricePence: 1_649, code: "Z" },
      { description: "Greek Yoghurt 1kg", quantity: 4, unitPricePence: 325, code: "Z" },
      { description: "Foil Containers 500", quantity: 1, unitPricePence: 2_150, code: "A" },
      { description: "Mango Juice 12 x 1L", quantity: 2, unitPricePence: 1_399, code: "A" },
    ],
  }),
  buildTestReceipt({
    vendor: "BESTWAY CASH & CARRY",
    address: "Old Trafford Depot",
    date: "2026-11-21",
    summary: "table",
    lines: [
      { description: "Chick Peas 2.5kg", quantity: 4, unitPricePence: 399, code: "Z" },
      { description: "Garam Masala 1kg", quantity: 1, unitPricePence: 1_199, code: "Z" },
      { description: "Paper Napkins 500", quantity: 2, unitPricePence: 649, code: "A" },
      { description: "Washing Up Liquid 5L", quantity: 1, unitPricePence: 799, code: "A" },
    ],
  }),
];

export const PHOTO_VARIANTS = ["clean", "rotated", "low-contrast", "photographed"] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** A repeatable grain (a small linear congruential generator): the same noise on every run. */
function grain(width: number, height: number, seed: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1_103_515_245 + 12_345) & 0x7fffffff;
    pixels[i] = 200 + (state % 56);
  }
  return pixels;
}

/** The receipt as a photo of the given kind (sharp: rotation, contrast, blur, noise, JPEG). */
export async function renderReceiptPhoto(receipt: TestReceipt, variant: PhotoVariant): Promise<Buffer> {
  const clean = await renderReceiptImage(receipt.text);
  switch (variant) {
    case "clean":
      return sharp(clean).png().toBuffer();
    case "rotated":
      // Tilted in the scanner by a few degrees.
      return sharp(clean).rotate(4, { background: "#ffffff" }).png().toBuffer();
    case "low-contrast":
      // A faded thermal print: grey text on a grey-white page.
      return sharp(clean).linear(0.35, 150).jpeg({ quality: 85 }).toBuffer();
    case "photographed": {
      // On a phone: tilted, a little out of focus, grainy, warm light and a poor JPEG.
      const tilted = await sharp(clean)
        .rotate(-2.5, { background: "#ece4d4" })
        .blur(0.9)
        .toBuffer({ resolveWithObject: true });
      const { width, height } = tilted.info;
      const noise = await sharp(grain(width, height, 24), { raw: { width, height, channels: 1 } })
        .png()
        .toBuffer();
      return sharp(tilted.data)
        .composite([{ input: noise, blend: "multiply" }])
        .tint("#f3e6cc")
        .jpeg({ quality: 55 })
        .toBuffer();
    }
  }
}
