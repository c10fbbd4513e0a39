import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccountingExports } from "./accounting-exports";

describe("the accountant's downloads", () => {
  it("links each file for the range shown, the QuickBooks imports with how to load them", () => {
    render(<AccountingExports from="2026-11-02" to="2026-11-08" />);
    const href = (name: string) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("Sales invoices for QuickBooks (CSV)")).toBe(
      "/api/admin/reports/exports/quickbooks-invoices.csv?from=2026-11-02&to=2026-11-08",
    );
    expect(href("Purchase bills for QuickBooks (CSV)")).toBe(
      "/api/admin/reports/exports/quickbooks-bills.csv?from=2026-11-02&to=2026-11-08",
    );
    expect(screen.getAllByRole("link")).toHaveLength(6);
    expect(
      screen.getByText(/Settings → Import data → Invoices \(or Bills\), choosing "Inclusive of tax"/),
    ).toBeTruthy();
  });
});
