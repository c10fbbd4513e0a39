import { Link } from "react-router";

/** The legal pages (decision 0042): linked from the footer, checkout, registration and the cookie dialog. */
const LEGAL_LINKS = [
  { to: "/privacy", label: "Privacy notice" },
  { to: "/terms", label: "Terms of sale" },
  { to: "/allergens", label: "Allergens" },
] as const;

export function LegalLinks({ className }: { className?: string }) {
  return (
    <nav aria-label="Legal" className={className}>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {LEGAL_LINKS.map((l) => (
          <li key={l.to}>
            <Link className="underline" to={l.to}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
