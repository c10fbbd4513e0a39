import { useQuery } from "@tanstack/react-query";
import { formatCalendarDate } from "../../lib/format";
import { openingHoursSummaryQueryOptions } from "./api/get-opening-hours-summary";

/**
 * The opening hours as staff set them (weekly hours, shifts and special dates), grouped by the
 * shared rule. Used by the contact section and the footer, so both always say the same.
 */
export function OpeningHoursList({
  className = "",
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const summary = useQuery(openingHoursSummaryQueryOptions());
  if (summary.isPending) return <p className={className}>Loading opening hours…</p>;
  if (summary.isError) {
    return <p className={className}>Opening hours are unavailable right now. Please call us.</p>;
  }
  const { weekly, specialDays } = summary.data;
  return (
    <div className={className}>
      <dl className={compact ? "space-y-0.5 text-sm" : "space-y-1"} aria-label="Opening hours">
        {weekly.map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt>{row.days}</dt>
            <dd className="text-right">{row.hours}</dd>
          </div>
        ))}
      </dl>
      {specialDays.length > 0 && (
        <dl
          className={`mt-3 ${compact ? "space-y-0.5 text-sm" : "space-y-1"}`}
          aria-label="Special opening hours"
        >
          {specialDays.map((day) => (
            <div key={day.date} className="flex justify-between gap-4">
              <dt>
                {formatCalendarDate(day.date)} ({day.reason})
              </dt>
              <dd className="text-right">{day.hours}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
