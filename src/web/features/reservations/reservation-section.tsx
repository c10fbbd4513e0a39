import { lazy, Suspense } from "react";
import { PageSection } from "../../components/layout/page-section";

/** The form's code (react-hook-form, zod) is not needed for the first paint of the page. */
const ReservationForm = lazy(() =>
  import("./reservation-form").then((m) => ({ default: m.ReservationForm })),
);

/**
 * Holds the place of the form and its line while their code loads (client navigation only), so
 * nothing below moves: their height as measured at 375, 640 and 768 px wide.
 */
const FORM_PLACEHOLDER = <div aria-hidden="true" className="h-[856px] sm:h-[671px] md:h-[647px]" />;

export function ReservationSection() {
  return (
    <PageSection id="reservation" title="Book a Table" className="bg-white" width="max-w-3xl">
      <Suspense fallback={FORM_PLACEHOLDER}>
        <ReservationForm />
      </Suspense>
    </PageSection>
  );
}
