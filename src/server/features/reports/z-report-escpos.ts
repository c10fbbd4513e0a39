/**
 * The Z-report as ESC/POS bytes for the kitchen's 80 mm printer (48 characters a line), with the
 * encoder the tickets use (decision 0024): the same sections and words as the screen, the browser's
 * print and the CSV (buildZReportSections), and a cut.
 */
import ReceiptPrinterEncoder from "@point-of-sale/receipt-printer-encoder";
import { buildZReportSections, formatZReportDate, type ZReport } from "@shared/reports/z-report";

/** 80 mm paper in font A, as the kitchen tickets. */
const TICKET_COLUMNS = 48;
const VALUE_COLUMNS = 13;

export function encodeZReport(report: ZReport, printedAt: string, restaurantName: string | null): Uint8Array {
  const encoder = new ReceiptPrinterEncoder({
    language: "esc-pos",
    columns: TICKET_COLUMNS,
    codepageMapping: "epson",
    newline: "\n",
    feedBeforeCut: 4,
  });
  encoder
    .initialize()
    .codepage("cp858")
    .align("center")
    .bold(true)
    .line(restaurantName ?? "")
    .bold(false);
  encoder.size(2, 2).bold(true).line("Z-REPORT").size(1, 1).bold(false);
  encoder.line(formatZReportDate(report.date)).line(`Printed ${printedAt}`).align("left");
  for (const section of buildZReportSections(report)) {
    encoder.rule().bold(true).line(section.title.toUpperCase()).bold(false);
    for (const line of section.lines) {
      if (line.strong) encoder.bold(true);
      const value = line.value ?? "";
      if (value.length > VALUE_COLUMNS) {
        // Words, not a figure: the label, then the words on a line of their own.
        encoder.line(line.label).line(`  ${value}`);
      } else {
        encoder.table(
          [
            { width: TICKET_COLUMNS - VALUE_COLUMNS - 1, marginRight: 1 },
            { width: VALUE_COLUMNS, align: "right" },
          ],
          [[line.label, value]],
        );
      }
      if (line.strong) encoder.bold(false);
    }
  }
  encoder.rule().align("center").line("End of Z-report");
  return encoder.cut("full").encode();
}
