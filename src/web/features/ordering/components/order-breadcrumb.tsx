import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export function OrderBreadcrumb({
  stepLabel,
  onOrderOnline,
}: {
  stepLabel?: string;
  onOrderOnline?: () => void;
}) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-stone-700">
        <li>
          <Link to="/" className="underline-offset-2 hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="h-4 w-4" />
        </li>
        <li>
          {stepLabel && onOrderOnline ? (
            <button type="button" onClick={onOrderOnline} className="underline-offset-2 hover:underline">
              Order Online
            </button>
          ) : (
            <span
              aria-current={stepLabel ? undefined : "page"}
              className={stepLabel ? "" : "font-semibold text-maroon-800"}
            >
              Order Online
            </span>
          )}
        </li>
        {stepLabel && (
          <>
            <li aria-hidden="true">
              <ChevronRight className="h-4 w-4" />
            </li>
            <li aria-current="page" className="font-semibold text-maroon-800">
              {stepLabel}
            </li>
          </>
        )}
      </ol>
    </nav>
  );
}
