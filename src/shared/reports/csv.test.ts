import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCsvCell, toCsv } from "./csv";

/** A small RFC 4180 reader, to check that what we write reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += ch;
  }
  return rows;
}

describe("CSV", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(formatCsvCell('Rice, "basmati"')).toBe('"Rice, ""basmati"""');
    expect(formatCsvCell("two\nlines")).toBe('"two\nlines"');
    expect(toCsv(["a", "b"], [["x", 1]])).toBe("a,b\r\nx,1\r\n");
  });

  it("guards text that a spreadsheet would run as a formula, not numbers or money", () => {
    expect(formatCsvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(formatCsvCell("+44 7700")).toBe("'+44 7700");
    expect(formatCsvCell("-2+3")).toBe("'-2+3");
    expect(formatCsvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(formatCsvCell(-5)).toBe("-5");
    expect(formatCsvCell({ pence: -550 })).toBe("-5.50");
    expect(formatCsvCell(null)).toBe("");
  });

  it("reads back as the cells written (with the guard's apostrophe)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 2, maxLength: 2 }), { maxLength: 5 }),
        (rows) => {
          const parsed = parseCsv(toCsv(["h1", "h2"], rows));
          expect(parsed.slice(1)).toEqual(
            rows.map((r) => r.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c))),
          );
        },
      ),
    );
  });
});
