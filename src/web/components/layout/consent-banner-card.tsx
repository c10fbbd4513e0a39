import { Link } from "react-router";
import type { AnalyticsConsent } from "../../lib/analytics";
import { Button } from "../ui/button";

/** The cookie consent banner's text and choices; consent-banner.tsx decides when it shows. */
export function ConsentBannerCard({ onChoose }: { onChoose: (choice: AnalyticsConsent) => void }) {
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-2 bottom-2 z-50 mx-auto max-w-2xl rounded-xl bg-white p-4 shadow-2xl ring-1 ring-stone-300 sm:inset-x-4"
    >
      <h2 className="font-semibold text-stone-900">Cookies on this site</h2>
      <p className="mt-1 text-sm text-stone-700">
        We use essential cookies to make the site work. With your permission we would also use Google
        Analytics cookies to understand how visitors use the site. Nothing is sent to Google unless you
        accept. More in our{" "}
        <Link className="underline" to="/privacy">
          privacy notice
        </Link>
        .
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={() => onChoose("accepted")}>Accept analytics cookies</Button>
        <Button variant="ghost" className="ring-1 ring-maroon-800" onClick={() => onChoose("declined")}>
          Reject analytics cookies
        </Button>
      </div>
    </section>
  );
}
