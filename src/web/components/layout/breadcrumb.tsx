import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/**
 * A step on the way: its name, and where going back to it leads (a page, or a step of this one)
 * when it is not the current page.
 */
export type Crumb = string | { label: string; to?: string; onClick?: () => void };

/** "Home › … › this page": the trail after Home, the last entry being the current page. */
export function Breadcrumb({ trail, className = "" }: { trail: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-700">
        <li>
          <Link to="/" className="underline hover:text-maroon-800">
            Home
          </Link>
        </li>
        {trail.map((crumb, i) => {
          const { label, to, onClick } = typeof crumb === "string" ? { label: crumb } : crumb;
          return (
            <li key={label} className="flex items-center gap-1">
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-semibold text-stone-900">
                  {label}
                </span>
              ) : to ? (
                <Link to={to} className="underline hover:text-maroon-800">
                  {label}
                </Link>
              ) : onClick ? (
                <button type="button" onClick={onClick} className="underline hover:text-maroon-800">
                  {label}
                </button>
              ) : (
                label
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
