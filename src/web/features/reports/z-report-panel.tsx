/**
 * The Z-report at close (decision 0035): the day's figures as the cash-up and Today give them,
 * printed on 80 mm paper or A4 from the browser (a page of the report's own size, as the kitchen
 * tickets do), sent to the kitchen's network printer, or downloaded as CSV. The words come from
 * the shared sections (@shared/reports/z-report), which the CSV and the ESC/POS ticket use too.
 */
import { useQuery } from "@tanstack/react-query";
import { Download, Printer, Send } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { buildZReportSections, formatZReportDate, type ZReport } from "@shared/reports/z-report";
import { Button } from "@web/components/ui/button";
import { useRestaurant } from "@web/lib/restaurant";
import { useAdminMutation } from "@web/lib/use-admin-mutation";
import { printZReportOnKitchenPrinter, zReportCsvUrl, zReportQueryOptions } from "./api/get-z-report";

type Paper = "80mm" | "a4";

const Z_CSS = `
.zr { box-sizing: border-box; width: 80mm; padding: 4mm 4mm 6mm; background: #fff; color: #000;
  font: 10pt/1.35 "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, monospace; }
.zr * { box-sizing: border-box; margin: 0; padding: 0; }
.zr h2 { font-size: 16pt; text-align: center; }
.zr .zr-center { text-align: center; }
.zr h3 { font-size: 10pt; border-top: 1px dashed #000; margin-top: 2mm; padding-top: 1mm; text-transform: uppercase; }
.zr .zr-row { display: flex; justify-content: space-between; gap: 2mm; }
.zr .zr-row > :last-child { white-space: nowrap; text-align: right; }
.zr .zr-strong { font-weight: 700; }
.zr .zr-words { display: block; padding-left: 3mm; font-weight: 400; }
.zr.zr-a4 { width: 170mm; font-size: 12pt; }
.zr.zr-a4 h2 { font-size: 22pt; }
`;

const PRINT_ROOT_CSS = `
.z-print-root { position: fixed; top: 0; left: -10000px; }
@media print {
  body > :not(.z-print-root) { display: none !important; }
  html, body { margin: 0 !important; padding: 0 !important; background: #fff !important;
    height: auto !important; min-height: 0 !important; overflow: visible !important; }
  .z-print-root { position: static; }
  .z-print-root .zr-a4 { margin: 0 auto; }
}`;

const MM_PER_CSS_PIXEL = 25.4 / 96;
/** A value longer than this is words ("no cash-up yet ..."), written on its own line. */
const WORDS_AFTER = 13;

/** The Z-report as paper shows it: 80 mm wide (the kitchen's roll) or on A4. */
function ZReportPaper({ report, paper }: { report: ZReport; paper: Paper }) {
  const restaurant = useRestaurant();
  return (
    <div className={`zr ${paper === "a4" ? "zr-a4" : ""}`} data-testid="z-report-paper">
      <style>{Z_CSS}</style>
      <p className="zr-center zr-strong">{restaurant?.name ?? ""}</p>
      <h2>Z-REPORT</h2>
      <p className="zr-center">{formatZReportDate(report.date)}</p>
      {buildZReportSections(report).map((section) => (
        <section key={section.title}>
          <h3>{section.title}</h3>
          {section.lines.map((line) =>
            (line.value ?? "").length > WORDS_AFTER ? (
              // Words, not a figure: under the label, as on the network printer's paper.
              <p key={line.label} className={line.strong ? "zr-strong" : ""}>
                {line.label}
                <span className="zr-words">{line.value}</span>
              </p>
            ) : (
              <p key={line.label} className={`zr-row ${line.strong ? "zr-strong" : ""}`}>
                <span>{line.label}</span>
                <span>{line.value}</span>
              </p>
            ),
          )}
        </section>
      ))}
      <p className="zr-center" style={{ marginTop: "2mm" }}>
        End of Z-report
      </p>
    </div>
  );
}

function PrintJob({ report, paper, onDone }: { report: ZReport; paper: Paper; onDone: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  const [pageCss, setPageCss] = useState<string | null>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useLayoutEffect(() => {
    const height = root.current?.getBoundingClientRect().height ?? 0;
    // A receipt roll is one page as long as the report; A4 is A4.
    setPageCss(
      paper === "a4"
        ? "@page { size: A4; margin: 12mm; }"
        : `@page { size: 80mm ${Math.ceil(height * MM_PER_CSS_PIXEL) + 2}mm; margin: 0; }`,
    );
  }, [paper]);
  useEffect(() => {
    if (!pageCss) return;
    const finished = () => done.current();
    window.addEventListener("afterprint", finished, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", finished);
  }, [pageCss]);
  return createPortal(
    <div ref={root} className="z-print-root" aria-hidden="true" data-testid="z-report-print-root">
      <style>{`${PRINT_ROOT_CSS}\n${pageCss ?? ""}`}</style>
      <ZReportPaper report={report} paper={paper} />
    </div>,
    document.body,
  );
}

export function ZReportPanel({ defaultDate }: { defaultDate: string }) {
  const [date, setDate] = useState(defaultDate);
  const [printing, setPrinting] = useState<Paper | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const report = useQuery({ ...zReportQueryOptions(date), enabled: valid });
  const send = useAdminMutation({
    mutationFn: () => printZReportOnKitchenPrinter(date),
    success: (answer) => answer.message,
    failure: (message) => `Z-report not sent: ${message}`,
  });
  return (
    <section
      aria-labelledby="z-report-heading"
      className="space-y-3 rounded-lg border border-stone-200 bg-white p-4"
    >
      <h2 id="z-report-heading" className="text-xl font-bold text-stone-900">
        Z-report at close
      </h2>
      <p className="text-sm text-stone-700">
        The day's takings by channel and payment, refunds, discounts, tips, orders and the cash expected: the
        figures of the cash-up and Today, on paper.
      </p>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-sm font-medium text-stone-900">
          Day
          <input
            type="date"
            value={date}
            max={defaultDate}
            onChange={(e) => setDate(e.target.value)}
            className="rounded-md border border-stone-400 px-2 py-1.5"
          />
        </label>
        <Button type="button" disabled={!report.data} onClick={() => setPrinting("80mm")}>
          <Printer size={16} aria-hidden="true" /> Print 80 mm
        </Button>
        <Button type="button" variant="secondary" disabled={!report.data} onClick={() => setPrinting("a4")}>
          <Printer size={16} aria-hidden="true" /> Print A4
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={!valid || send.isPending}
          onClick={() => send.mutate()}
        >
          <Send size={16} aria-hidden="true" /> Send to kitchen printer
        </Button>
        {valid && (
          <a
            href={zReportCsvUrl(date)}
            download
            className="inline-flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-maroon-800 underline"
          >
            <Download size={16} aria-hidden="true" /> Download CSV
          </a>
        )}
      </div>
      {report.isPending && valid && <p>Loading the Z-report...</p>}
      {report.isError && <p role="alert">Could not load the Z-report.</p>}
      {report.data && (
        <div className="overflow-x-auto rounded border border-dashed border-stone-300 p-2">
          <ZReportPaper report={report.data} paper="80mm" />
        </div>
      )}
      {printing && report.data && (
        <PrintJob report={report.data} paper={printing} onDone={() => setPrinting(null)} />
      )}
    </section>
  );
}
