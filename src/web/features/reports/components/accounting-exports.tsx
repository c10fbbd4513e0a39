/**
 * The accountant's import files for the range shown (issue 40): the daily sales summary and the
 * purchases, in Xero's and QuickBooks Online's layouts (QuickBooks: invoices and bills to import,
 * or bank transactions). Plain links: the browser downloads them.
 */
const EXPORTS = [
  { kind: "xero-sales", label: "Sales for Xero (CSV)" },
  { kind: "xero-bills", label: "Purchases for Xero (CSV)" },
  { kind: "quickbooks-invoices", label: "Sales invoices for QuickBooks (CSV)" },
  { kind: "quickbooks-bills", label: "Purchase bills for QuickBooks (CSV)" },
  { kind: "quickbooks-sales", label: "Sales as QuickBooks bank transactions (CSV)" },
  { kind: "quickbooks-purchases", label: "Purchases as QuickBooks bank transactions (CSV)" },
] as const;

export function AccountingExports({ from, to }: { from: string; to: string }) {
  const query = new URLSearchParams({ from, to }).toString();
  return (
    <section aria-labelledby="accounting-exports" className="space-y-2">
      <h4 id="accounting-exports" className="text-lg font-bold text-stone-900">
        For your accountant
      </h4>
      <ul className="flex flex-wrap gap-3">
        {EXPORTS.map((e) => (
          <li key={e.kind}>
            <a
              className="inline-flex min-h-11 items-center rounded-md border border-maroon-700 px-4 font-semibold text-maroon-800 hover:bg-maroon-50"
              href={`/api/admin/reports/exports/${e.kind}.csv?${query}`}
              download
            >
              {e.label}
            </a>
          </li>
        ))}
      </ul>
      <p className="text-sm text-stone-700">
        Xero: import the sales as sales invoices and the purchases as bills, with amounts tax inclusive.
        QuickBooks Online: Settings → Import data → Invoices (or Bills), choosing "Inclusive of tax"; or
        upload the bank transactions files. The sales add up to the takings less refunds above.
      </p>
    </section>
  );
}
