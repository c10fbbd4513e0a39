import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** A step on the way: its name, and what going back to it does when it is not the current page. */
export type Crumb = string | { label: string; onClick?: () => void };

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
          const { label, onClick } = typeof crumb === "string" ? { label: crumb, onClick: undefined } : crumb;
          return (
            <li key={label} className="flex items-center gap-1">
              <ChevronRight className="h-4 w-4" aria-hidden="true" />
              {i === trail.length - 1 ? (
                <span aria-current="page" className="font-semibold text-stone-900">
                  {label}
                </span>
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
