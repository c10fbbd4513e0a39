import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

/** "Home › … › this page": the trail after Home, the last entry being the current page. */
export function Breadcrumb({ trail, className = "" }: { trail: string[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-stone-700">
        <li>
          <Link to="/" className="underline hover:text-maroon-800">
            Home
          </Link>
        </li>
        {trail.map((label, i) => (
          <li key={label} className="flex items-center gap-1">
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold text-stone-900">
                {label}
              </span>
            ) : (
              label
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
