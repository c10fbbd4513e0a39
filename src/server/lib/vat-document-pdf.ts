/**
 * A VAT receipt or invoice on paper (issue 40, issue 39's catering invoice): the seller and its
 * VAT number, the lines, the total, and the VAT per rate that HMRC's full VAT invoice asks for.
 * The content is plain words built by the feature; this module only typesets it.
 */
import type { FastifyReply } from "fastify";

export interface VatDocument {
  fileName: string;
  heading: string[];
  details: string[];
  lines: { text: string; amount: string }[];
  total: { text: string; amount: string };
  /** The diner's tip, paid with the order: outside the VAT (decision 0051). */
  tip: { text: string; amount: string } | null;
  /** Rows after the total and the tip (a deposit paid, the balance due). */
  afterTotal?: { text: string; amount: string }[];
  vatTable: { rate: string; net: string; vat: string; gross: string }[];
  vatTotal: string;
  footer: string;
}

/** Typesets the document on one A5 page (pdfkit loaded on first use, as the menu PDF does). */
export async function renderVatDocumentPdf(receipt: VatDocument, options: { compress?: boolean } = {}) {
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise<Buffer>((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A5",
      margins: { top: 40, bottom: 40, left: 40, right: 40 },
      compress: options.compress ?? true,
      info: { Title: receipt.details[0] ?? "VAT document", Author: receipt.heading[0] ?? "" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    const row = (text: string, amount: string, bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
      doc.text(text, left, y, { width: width - 80 });
      const after = doc.y;
      doc.text(amount, left + width - 80, y, { width: 80, align: "right" });
      doc.y = Math.max(after, doc.y);
    };
    doc
      .font("Helvetica-Bold")
      .fontSize(16)
      .text(receipt.heading[0] ?? "", { align: "center" });
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(receipt.heading[1] ?? "", { align: "center" });
    doc.moveDown();
    for (const d of receipt.details) doc.font("Helvetica").fontSize(10).text(d, left);
    doc.moveDown();
    for (const l of receipt.lines) row(l.text, l.amount);
    doc.moveDown(0.5);
    row(receipt.total.text, receipt.total.amount, true);
    if (receipt.tip) row(receipt.tip.text, receipt.tip.amount);
    for (const r of receipt.afterTotal ?? []) row(r.text, r.amount, true);
    doc.moveDown();
    const cols = [0, width * 0.4, width * 0.6, width * 0.8];
    const tableRow = (cells: string[], bold = false) => {
      const y = doc.y;
      doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(10);
      cells.forEach((c, i) => {
        doc.text(c, left + (cols[i] ?? 0), y, {
          width: width * 0.2 + (i === 0 ? width * 0.2 : 0),
          align: i === 0 ? "left" : "right",
        });
      });
      doc.y = y + 14;
    };
    // A seller not registered for VAT states none: its invoice has no VAT table.
    if (receipt.vatTable.length > 0) {
      tableRow(["Rate", "Net", "VAT", "Gross"], true);
      for (const r of receipt.vatTable) tableRow([r.rate, r.net, r.vat, r.gross]);
      doc.moveDown(0.5);
      row("Total VAT", receipt.vatTotal, true);
    }
    doc.moveDown(2);
    doc.font("Helvetica").fontSize(8).text(receipt.footer, left, doc.y, { width, align: "center" });
    doc.end();
  });
}

/** The document's PDF as the answer: shown in the browser, or saved under its file name. */
export async function sendVatDocument(reply: FastifyReply, document: VatDocument) {
  const pdf = await renderVatDocumentPdf(document);
  reply.type("application/pdf");
  reply.header("Content-Disposition", `inline; filename="${document.fileName}"`);
  reply.header("Cache-Control", "no-store");
  return reply.send(pdf);
}
