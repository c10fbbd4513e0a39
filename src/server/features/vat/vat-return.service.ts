/** A VAT quarter's return figures and the CSV of the rows behind them (issue 40). */
import { getLondonMoment } from "@shared/opening-hours/london-time";
import { toCsv } from "@shared/reports/csv";
import type { VatReturn } from "@shared/vat/vat.schema";
import { quarterHolding, recentQuarters, vatQuarter } from "@shared/vat/vat-quarter";
import { boxesOfRow, buildVatReturn } from "@shared/vat/vat-return";
import type { Db } from "../../db/client";
import { HttpError } from "../../lib/http-error";
import { readVatRegistration } from "./vat.service";
import { loadVatReturnRows } from "./vat-return.queries";

export async function getVatReturn(db: Db, now: Date, quarter?: string): Promise<VatReturn> {
  const registration = await readVatRegistration(db);
  const today = getLondonMoment(now).date;
  const end = quarter ?? quarterHolding(registration.stagger, today);
  const range = vatQuarter(registration.stagger, end);
  if (!range) {
    throw new HttpError(400, `No VAT quarter of stagger ${registration.stagger} ends in ${end}`);
  }
  const rows = await loadVatReturnRows(db, { ...range, basis: registration.basis });
  const built = buildVatReturn(rows);
  return {
    quarter: end,
    ...range,
    basis: registration.basis,
    stagger: registration.stagger,
    registered: registration.registered,
    quarters: recentQuarters(registration.stagger, today, 8),
    boxes: built.boxes,
    checkCount: built.rows.filter((r) => r.check !== null).length,
    rows: built.rows,
  };
}

/** The rows behind the quarter (or one box), as the screen lists them: checks first. */
export function vatReturnCsv(report: VatReturn, box?: number): string {
  const rows = box === undefined ? report.rows : report.rows.filter((r) => boxesOfRow(r).includes(box));
  return toCsv(
    ["Kind", "Reference", "Date", "Description", "Gross", "VAT", "Net", "Boxes", "Check"],
    rows.map((r) => [
      r.kind,
      r.reference,
      r.date,
      r.description,
      { pence: r.grossPence },
      { pence: r.vatPence },
      { pence: r.netPence },
      boxesOfRow(r).join(" and "),
      r.check,
    ]),
  );
}
